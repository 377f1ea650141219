// Proof of consent to marketing texts that outlives the lead (decision 053). A claim under the TCPA can be brought for
// four years after a text, while a lead is erased after its retention period or on request: so each consent is also
// kept as a minimal record of its own (the phone as stored, the time, the page, the language and the version of the
// words shown), with the words of every version in a second table, in the same transaction as the lead. The purge
// keeps a phone's records until CONSENT_RETENTION_DAYS after its latest consent; erasure keeps them unless asked.
import type { Client, InStatement, Row } from "@libsql/client";
import type { ConsentWords } from "../../contracts/enquiry-messages.ts";
import type { Lang } from "../../config/languages.mjs";

/**
 * Records the consents stored on leads of `schema` that have no record yet (without words: no version was kept then):
 * after a restore, so a lead that says it consented always has its record. WHERE true: SQLite needs a WHERE before ON
 * CONFLICT in an INSERT ... SELECT.
 */
export function copyLeadConsents(schema: string): string {
  return `INSERT INTO main.sms_consents (lead_id, phone, consented_at, words_version, page, lang)
          SELECT id, phone, sms_consent_at, NULL, page, lang FROM ${schema}.leads WHERE sms_consent_at IS NOT NULL
          ON CONFLICT (lead_id) DO NOTHING`;
}

/** What the receiver knows of a consent beyond the lead: the words shown and, when the form sent no page, the Referer's path. */
export interface ConsentContext {
  words?: ConsentWords | undefined;
  refererPath?: string | undefined;
}

/**
 * The statements that record the consent of the lead stored under `key`, for the lead's own transaction, after its
 * INSERT: the words' text once per version, then the record, read from the lead as it was stored (its phone in E.164,
 * its consent time, page and language), so the two can never disagree. A lead without consent, or not stored (a
 * resend), records nothing.
 */
export function recordConsentStatements(
  key: string,
  lang: Lang,
  time: number,
  { words, refererPath }: ConsentContext,
): InStatement[] {
  return [
    ...(words
      ? [
          {
            sql: "INSERT INTO consent_texts (version, lang, text, first_seen) VALUES (?, ?, ?, ?) ON CONFLICT (version) DO NOTHING",
            args: [words.version, lang, words.text, new Date(time).toISOString()],
          },
        ]
      : []),
    {
      sql: `INSERT INTO sms_consents (lead_id, phone, consented_at, words_version, page, lang)
            SELECT id, phone, sms_consent_at, ?, COALESCE(page, ?), lang FROM leads WHERE idempotency_key = ? AND sms_consent_at IS NOT NULL
            ON CONFLICT (lead_id) DO NOTHING`,
      args: [words?.version ?? null, refererPath ?? null, key],
    },
  ];
}

/**
 * Deletes the records of every phone whose latest consent is older than `before`: a later consent from the same phone
 * renews the earlier ones, since the site cannot know which one a text relied on. consented_at is an ISO time in UTC,
 * so text order is time order.
 */
export function purgeConsentsStatement(before: number): InStatement {
  return {
    sql: "DELETE FROM sms_consents WHERE phone IN (SELECT phone FROM sms_consents GROUP BY phone HAVING MAX(consented_at) < ?)",
    args: [new Date(before).toISOString()],
  };
}

/** The records that came with the leads `ids`: counted when kept, deleted when the erasure includes them. */
export function consentsOfLeads(ids: number[], erase: boolean): InStatement {
  const list = ids.map(() => "?").join(", ") || "NULL";
  return {
    sql: erase
      ? `DELETE FROM sms_consents WHERE lead_id IN (${list})`
      : `SELECT COUNT(*) AS count FROM sms_consents WHERE lead_id IN (${list})`,
    args: ids,
  };
}

/**
 * The statements that bring a backup's records and words into the database after a restore, except the records of the
 * leads the restore erased again: a record an erasure kept is in the database already, and one it erased
 * (--include-consent) stays erased. A backup from before the tables existed has none (its leads' consents are copied
 * by copyLeadConsents).
 */
export function restoreConsentsStatements(erasedAgain: number[]): string[] {
  const skipped = erasedAgain.length ? ` AND lead_id NOT IN (${erasedAgain.map(Number).join(", ")})` : "";
  return [
    "INSERT INTO main.consent_texts (version, lang, text, first_seen) SELECT version, lang, text, first_seen FROM backup.consent_texts WHERE true ON CONFLICT (version) DO NOTHING",
    `INSERT INTO main.sms_consents (lead_id, phone, consented_at, words_version, page, lang)
     SELECT lead_id, phone, consented_at, words_version, page, lang FROM backup.sms_consents WHERE true${skipped}
     ON CONFLICT (lead_id) DO NOTHING`,
  ];
}

/** A consent record with the words it names, as `npm run leads -- --consents <phone>` shows it. */
export interface ConsentRecord {
  leadId: number;
  phone: string;
  consentedAt: string;
  page: string | null;
  lang: string;
  /** The words' version; null for a consent recorded before versions were (or without a build's words). */
  version: string | null;
  /** The words of that version, as shown; null when no version was recorded. */
  words: string | null;
}

const recordOf = (row: Row): ConsentRecord => ({
  leadId: Number(row.lead_id),
  phone: String(row.phone),
  consentedAt: String(row.consented_at),
  page: row.page === null ? null : String(row.page),
  lang: String(row.lang),
  version: row.words_version === null ? null : String(row.words_version),
  words: row.text === null || row.text === undefined ? null : String(row.text),
});

/** Every record of one phone (E.164, as stored), oldest first, each with its words. */
export async function consentsOfPhone(client: Pick<Client, "execute">, phone: string): Promise<ConsentRecord[]> {
  const result = await client.execute({
    sql: `SELECT c.lead_id, c.phone, c.consented_at, c.page, c.lang, c.words_version, t.text
          FROM sms_consents c LEFT JOIN consent_texts t ON t.version = c.words_version
          WHERE c.phone = ? ORDER BY c.consented_at, c.id`,
    args: [phone],
  });
  return result.rows.map(recordOf);
}
