// Optional e-mail notification of new leads (SMTP_URL + LEADS_NOTIFY_TO), sent after the lead is stored.

export function createNotifier(env = process.env, log = console.log) {
  const smtpUrl = env.SMTP_URL?.trim();
  const to = env.LEADS_NOTIFY_TO?.trim();
  if (!smtpUrl || !to) return undefined;
  let transport;
  return async function notify(lead) {
    if (!transport) {
      const nodemailer = await import("nodemailer");
      transport = nodemailer.createTransport(smtpUrl);
    }
    await transport.sendMail({
      from: env.LEADS_NOTIFY_FROM?.trim() || to,
      to,
      replyTo: lead.email,
      subject: `New enquiry #${lead.id} from ${lead.name}`.replace(/[\r\n]+/g, " ").slice(0, 200),
      text: `Name: ${lead.name}\nEmail: ${lead.email}\nPhone: ${lead.phone}\n\n${lead.message}\n`,
    });
    log(`[contact] lead ${lead.id} notification sent to ${to}`);
  };
}
