// The sign-in e-mail goes straight to the mail server, not through the outbox: the outbox would have to store the
// link's token to send it, and a usable token is never stored (only its hash). It is sent after the answer (which is
// the same whether or not the address bought, and comes as fast), tried a few times with a pause between; a crash
// loses it, and the buyer asks again (decision 057).
import type { MailTransport } from "../destinations/notify.ts";

type Mail = Parameters<MailTransport["sendMail"]>[0];

export const SIGN_IN_MAIL_ATTEMPTS = 3;
const PAUSE_MS = 5_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Sends the mail, trying again on failure; resolves true once sent, false after the last attempt failed. */
export async function sendSignInMail(
  mailer: MailTransport,
  mail: Mail,
  {
    wait = pause,
    log = console.error,
  }: { wait?: (ms: number) => Promise<void>; log?: (...args: unknown[]) => void } = {},
): Promise<boolean> {
  for (let attempt = 1; attempt <= SIGN_IN_MAIL_ATTEMPTS; attempt += 1) {
    try {
      await mailer.sendMail(mail);
      return true;
    } catch (error) {
      log(
        `[account] sign-in e-mail not sent (attempt ${attempt} of ${SIGN_IN_MAIL_ATTEMPTS}):`,
        error instanceof Error ? error.message : error,
      );
      if (attempt < SIGN_IN_MAIL_ATTEMPTS) await wait(PAUSE_MS * attempt);
    }
  }
  return false;
}
