// The e-mail destination (SMTP_URL + LEADS_NOTIFY_TO): a mail to the agency for each stored lead, sent by the outbox
// like the other destinations, so a mail server that is down delays the mail instead of losing it.
import { createRequire } from "node:module";
import type { DeliverySettings, Destination, OutboxLead } from "./types.ts";
import { printable, replyLanguageLine, smsConsentLine } from "../enquiries/leads-format.ts";
import { formatPhone } from "../../lib/enquiry-rules.ts";
import { DEFAULT_LANG, LANGUAGES } from "../../config/languages.mjs";

/** The part of nodemailer used here (nodemailer ships no types; its @types package lags behind). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    messageId?: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
}
interface Nodemailer {
  createTransport(url: string, options?: Record<string, unknown>): MailTransport;
}

type MailedLead = Pick<OutboxLead, "id" | "name" | "email" | "phone" | "message" | "smsConsentAt" | "lang"> &
  Partial<Pick<OutboxLead, "attribution">>;

/** nodemailer's transport for SMTP_URL, loaded when first needed: sites without e-mail never load it. */
function lazyTransport(smtpUrl: string, timeoutMs: number): () => MailTransport {
  let transport: MailTransport | undefined;
  return () => {
    if (!transport) {
      // Loaded only when e-mail is configured; the part of its API this file uses.
      const nodemailer = createRequire(import.meta.url)("nodemailer") as Nodemailer;
      transport = nodemailer.createTransport(smtpUrl, {
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      });
    }
    return transport;
  };
}

/** A mailer for SMTP_URL (the store's mails to buyers and the agency), loaded on its first mail. */
export function createMailer(smtpUrl: string, timeoutMs: number): MailTransport {
  const transport = lazyTransport(smtpUrl, timeoutMs);
  return { sendMail: (mail) => transport().sendMail(mail) };
}

/**
 * A mail to the agency about the server itself (a destination that paused), when SMTP_URL and LEADS_NOTIFY_TO are
 * set; undefined otherwise (the server's log says it anyway).
 */
export function createAgencyNotifier(
  settings: Pick<DeliverySettings, "SMTP_URL" | "LEADS_NOTIFY_TO" | "LEADS_NOTIFY_FROM">,
  { timeoutMs }: { timeoutMs: number },
): ((subject: string, text: string) => Promise<void>) | undefined {
  const { SMTP_URL: smtpUrl, LEADS_NOTIFY_TO: to } = settings;
  if (!smtpUrl || !to) return undefined;
  const transport = lazyTransport(smtpUrl, timeoutMs);
  return async (subject, text) => {
    await transport().sendMail({
      from: settings.LEADS_NOTIFY_FROM ?? to,
      to,
      replyTo: settings.LEADS_NOTIFY_FROM ?? to,
      subject: subject.slice(0, 200),
      text,
    });
  };
}

export function createEmailDestination(
  settings: Pick<DeliverySettings, "SMTP_URL" | "LEADS_NOTIFY_TO" | "LEADS_NOTIFY_FROM">,
  { timeoutMs }: { timeoutMs: number },
): Destination | undefined {
  const smtpUrl = settings.SMTP_URL;
  const to = settings.LEADS_NOTIFY_TO;
  if (!smtpUrl || !to) return undefined;
  const transport = lazyTransport(smtpUrl, timeoutMs);
  return {
    name: "email",
    kind: "lead",
    async deliver(lead) {
      await transport().sendMail({
        from: settings.LEADS_NOTIFY_FROM ?? to,
        to,
        replyTo: lead.email,
        subject: notificationSubject(lead),
        text: notificationText(lead),
        // A mail a retry sends again carries the same id, which lets mail clients show it once.
        messageId: `<lead-${lead.reference}@website.invalid>`,
      });
    },
  };
}

/** The subject: which lead, and the language to reply in when it is not English (seen in the inbox's list). */
export function notificationSubject(lead: Pick<MailedLead, "id" | "name" | "lang">): string {
  const language = lead.lang === DEFAULT_LANG ? "" : ` (reply in ${LANGUAGES[lead.lang].inEnglish})`;
  // The language is kept whatever the name's length: the name is cut, not the reply's language.
  return `New inquiry #${lead.id} from ${printable(lead.name).slice(0, 150)}${language}`.slice(0, 200);
}

/** The mail body: one line per field, control characters escaped (only the message keeps its line breaks). */
export function notificationText(lead: MailedLead): string {
  const message = printable(lead.message.replace(/\r\n?/g, "\n"), { keepLineFeeds: true });
  const context = Object.entries(lead.attribution ?? {}).map(([field, value]) => `${field}: ${printable(value)}\n`);
  return `${replyLanguageLine(lead)}\nName: ${printable(lead.name)}\nEmail: ${printable(lead.email)}\nPhone: ${printable(formatPhone(lead.phone))}\n${smsConsentLine(lead)}\n${context.join("")}\n${message}\n`;
}
