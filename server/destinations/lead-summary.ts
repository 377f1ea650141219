// The words of a lead as its destinations show them: the note in GoHighLevel, the e-mail, the webhook's fields.
import { printable, replyLanguageLine, smsConsentLine } from "../enquiries/leads-format.ts";
import type { Interest } from "../../contracts/lead-catalog.ts";
import type { OutboxLead } from "./types.ts";
import { formatPhone } from "../../lib/enquiry-rules.ts";

const ATTRIBUTION_LABELS: [keyof OutboxLead["attribution"], string][] = [
  ["form", "Form"],
  ["context", "About"],
  ["page", "Page"],
  ["utm_source", "UTM source"],
  ["utm_medium", "UTM medium"],
  ["utm_campaign", "UTM campaign"],
  ["utm_term", "UTM term"],
  ["utm_content", "UTM content"],
  ["landing_page", "Landing page"],
  ["referrer", "Referrer"],
];

/**
 * The note: the message, then what it was about and where the visit came from, and a last line with the lead's
 * reference, by which a retry recognises a note an interrupted attempt already wrote.
 */
export function leadNote(lead: OutboxLead, interest: Interest | undefined): string {
  const message = printable(lead.message.replace(/\r\n?/g, "\n"), { keepLineFeeds: true });
  const details = [
    ...(interest
      ? [`Interested in: ${interest.label}${interest.value !== undefined ? ` ($${interest.value})` : ""}`]
      : []),
    ...ATTRIBUTION_LABELS.flatMap(([field, label]) =>
      lead.attribution[field] ? [`${label}: ${printable(lead.attribution[field])}`] : [],
    ),
    `Phone: ${printable(formatPhone(lead.phone))}`,
    smsConsentLine(lead),
    `Received: ${lead.createdAt}`,
  ];
  return `Website inquiry\n${replyLanguageLine(lead)}\n\n${message}\n\n${details.join("\n")}\n\n${noteReference(lead)}`;
}

export function noteReference(lead: OutboxLead): string {
  return `Lead reference: ${lead.reference}`;
}
