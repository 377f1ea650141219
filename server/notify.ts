// Optional e-mail notification of new leads (SMTP_URL + LEADS_NOTIFY_TO), sent after the lead is stored.
import { createRequire } from "node:module";
import { printable } from "./leads-format.ts";
import type { NewLead } from "./leads-store.ts";

/** The part of nodemailer used here (nodemailer ships no types; its @types package lags behind). */
interface MailTransport {
  sendMail(mail: { from: string; to: string; replyTo: string; subject: string; text: string }): Promise<unknown>;
}
interface Nodemailer {
  createTransport(url: string): MailTransport;
}

export type NotifiedLead = NewLead & { id: number };
export type Notify = (lead: NotifiedLead) => Promise<void>;

export function createNotifier(env: Record<string, string | undefined> = process.env, log: (...args: unknown[]) => void = console.log): Notify | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  const to = env.LEADS_NOTIFY_TO?.trim();
  if (!smtpUrl || !to) return undefined;
  let transport: MailTransport | undefined;
  return async function notify(lead) {
    if (!transport) {
      // Loaded on the first lead only: sites without notification never load it.
      const nodemailer = createRequire(import.meta.url)("nodemailer") as Nodemailer;
      transport = nodemailer.createTransport(smtpUrl);
    }
    await transport.sendMail({
      from: env.LEADS_NOTIFY_FROM?.trim() || to,
      to,
      replyTo: lead.email,
      subject: `New enquiry #${lead.id} from ${printable(lead.name)}`.slice(0, 200),
      text: notificationText(lead),
    });
    log(`[contact] lead ${lead.id} notification sent to ${to}`);
  };
}

/** The mail body: one line per field, control characters escaped (only the message keeps its line breaks). */
export function notificationText(lead: NotifiedLead): string {
  const message = printable(lead.message.replace(/\r\n?/g, "\n"), { keepLineFeeds: true });
  return `Name: ${printable(lead.name)}\nEmail: ${printable(lead.email)}\nPhone: ${printable(lead.phone)}\n\n${message}\n`;
}
