// `npm run leads` lists stored leads newest first; `-- --csv` writes them as CSV to stdout.
// `-- --failed` lists dead deliveries (to GoHighLevel, the webhook, e-mail) with their last error; `-- --outbox`
// lists every delivery; `-- --retry <delivery id|all>` puts dead deliveries back in the queue of the running server.
// `-- --delete <email>` erases a person's leads and deliveries (a deletion request), keeping their consent records for
// texts unless `--include-consent`; `-- --consents <phone>` shows a number's consent records with the words agreed to;
// `-- --purge` erases what is older than the retention periods now, as the server does daily. `-- --backup FILE` writes a consistent copy while the server
// runs; `-- --restore FILE` puts one back (refused over a database holding leads unless `--force`).
// The flags are one table (LEADS_CLI); an unknown flag is refused with the usage instead of listing every lead.
import path from "node:path";
import { checkSettingsOrExit, loadDotEnv, readGroup } from "../../config/settings.mjs";
import { readCommandLine, type CliOption, type CliSpec } from "../cli.mjs";
import { BackupError, backupLeads, restoreLeads } from "../operations/backup.ts";
import { consentsText, deliveriesText, toCsv, toText } from "./leads-format.ts";
import { phoneE164 } from "../../lib/enquiry-rules.ts";
import { openLeadStore } from "./leads-store.ts";
import { openOrdersStore } from "../orders/orders-store.ts";
import { outboxOptions, retryTarget } from "../outbox/outbox-cli.ts";
import { RETENTION_FILE, readRetentionFacts } from "../../contracts/retention-facts.ts";
import { consentErasureText, purgeCutoffs, purgeSummary, retentionSettings } from "../operations/retention.ts";

export const LEADS_CLI = {
  command: "npm run leads --",
  summary: "Lists the stored enquiries newest first, or the outbox's deliveries (GoHighLevel, webhook, e-mail).",
  options: {
    csv: { type: "boolean", about: "Write the leads as CSV (for a spreadsheet) instead of text" },
    outbox: { type: "boolean", about: "List every delivery with its state, attempts, next attempt and last error" },
    ...outboxOptions(),
    delete: {
      type: "string",
      value: "<email>",
      about: "Erase every lead sent from this address, with its deliveries (a deletion request)",
    },
    "include-consent": {
      type: "boolean",
      about:
        "With --delete: erase their text-message consent records too (kept by default, for the defence of legal claims)",
    },
    consents: {
      type: "string",
      value: "<phone>",
      about: "Show the text-message consent records of this number, with the words agreed to",
    },
    purge: {
      type: "boolean",
      about: "Erase leads and consent records older than their retention periods now (the server does it daily)",
    },
    backup: {
      type: "string",
      value: "<file>",
      about: "Write a consistent copy of the database to a new file (safe while the server runs)",
    },
    restore: {
      type: "string",
      value: "<file>",
      about: "Replace the leads and deliveries with a backup's (refused if the database holds leads)",
    },
    force: {
      type: "boolean",
      about:
        "With --restore: replace a database that holds leads, or take over a lease a crashed server left (minutes old)",
    },
  },
} satisfies CliSpec<Record<string, CliOption>>;

loadDotEnv();
const { values } = readCommandLine(LEADS_CLI);
checkSettingsOrExit(["leads", "build"]);
const database = readGroup("leads");
if (values.backup !== undefined) {
  // Without opening the store: a backup reads only, and never waits for the server's writes.
  try {
    const { file, leads } = await backupLeads(database.LEADS_DB_URL, database.LEADS_DB_AUTH_TOKEN, values.backup);
    process.stdout.write(`Backed up ${leads} ${leads === 1 ? "lead" : "leads"} to ${file} (integrity checked).\n`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
  process.exit();
}
const store = await openLeadStore(database.LEADS_DB_URL, database.LEADS_DB_AUTH_TOKEN);
try {
  if (values.restore !== undefined) {
    const restored = await restoreLeads(store, values.restore, {
      force: values.force === true,
      notify: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(
      `Restored ${restored.leads} ${restored.leads === 1 ? "lead" : "leads"} and ${restored.deliveries} ${restored.deliveries === 1 ? "delivery" : "deliveries"} from ${values.restore}.\n`,
    );
    if (restored.erasedAgain > 0) {
      process.stdout.write(
        `${restored.erasedAgain} ${restored.erasedAgain === 1 ? "lead" : "leads"} of the backup came from addresses erased since it was made: erased again (the erased addresses are kept, hashed, for this).\n`,
      );
    }
  } else if (values.delete !== undefined) {
    const email = values.delete;
    if (!email.includes("@")) {
      process.stderr.write("Usage: npm run leads -- --delete <email> (erases every lead sent from that address)\n");
      process.exitCode = 2;
    } else {
      // Their snapshot orders keep the accounting record (amount, date, snapshot) and lose the rest. First, so that the
      // leads' erasure, which rewrites the file and empties its log, wipes the orders' old text too.
      const orders = await (await openOrdersStore(store.client, store.outbox)).eraseBuyer(email);
      // A delivery of theirs in flight is waited for (its claim runs out within the lease at worst).
      const erased = await store.eraseByEmail(email, {
        inFlightWaitMs: 120_000,
        includeConsent: values["include-consent"] === true,
      });
      if (orders.orders > 0)
        process.stdout.write(
          `Erased the name, e-mail and link from ${orders.orders} snapshot ${orders.orders === 1 ? "order" : "orders"}; the amount, date and snapshot stay for the books.\n`,
        );
      if (erased.leads.length === 0) process.stdout.write(`No lead from ${email}: nothing erased.\n`);
      else {
        for (const lead of erased.leads)
          process.stdout.write(`Erased lead ${lead.id} from ${lead.email}, received ${lead.createdAt}\n`);
        process.stdout.write(
          `Erased ${erased.leads.length} ${erased.leads.length === 1 ? "lead" : "leads"} and ${erased.deliveries} ${erased.deliveries === 1 ? "delivery" : "deliveries"}` +
            ` (${erased.pendingDeliveries} not yet sent, now never sent).\n`,
        );
        // What went out, as the outbox recorded it once every attempt in flight had ended.
        if (erased.sentTo.length)
          process.stdout.write(
            `Already delivered to ${erased.sentTo.join(", ")}: delete the copies there by hand (docs/operating.md, "Retention and deletion").\n`,
          );
        else process.stdout.write("No copy had been delivered anywhere.\n");
        if (erased.inFlight.length)
          process.stdout.write(
            `An attempt to ${erased.inFlight.join(", ")} was still running: a copy may have gone out there; check it.\n`,
          );
        process.stdout.write(consentErasureText(erased.consents, database.CONSENT_RETENTION_DAYS));
      }
      process.stdout.write(
        `${erased.wiped ? "The erased text is wiped from the database file (freed pages zeroed, write-ahead log truncated)" : "The write-ahead log could not be truncated now (the server was busy): run this again to wipe the old copies from the file"}; the address is kept only as a hash, so a restore of an older backup erases it again.\n`,
      );
    }
  } else if (values.purge) {
    // The periods the privacy policy states, as the last build recorded them (BUILD_DIR, normally build/).
    const facts = await readRetentionFacts(path.resolve(readGroup("build").BUILD_DIR, RETENTION_FILE));
    const retention = retentionSettings(database.LEADS_RETENTION_DAYS, facts, database.CONSENT_RETENTION_DAYS);
    const result = await store.purge(purgeCutoffs(Date.now(), retention));
    process.stdout.write(
      `Retention ${retention.leadDays} days for leads, ${retention.networkDetailsDays} days for IP addresses and browsers, ${retention.consentDays} days for consent records after a phone's latest consent: ${purgeSummary(result)}.\n`,
    );
  } else if (values.consents !== undefined) {
    // Typed as a visitor would (with or without the country code): read with the form's rule, as the lead stored it.
    const phone = phoneE164(values.consents, readGroup("site").PHONE_DEFAULT_COUNTRY) ?? values.consents.trim();
    process.stdout.write(consentsText(phone, await store.consents(phone)));
  } else if (values.retry !== undefined) {
    const target = retryTarget(values.retry, LEADS_CLI.command);
    if (target !== undefined) {
      const count = await store.outbox.retry(target, Date.now());
      process.stdout.write(
        count === 0
          ? `No dead delivery ${target === "all" ? "" : `with id ${target} `}to retry.\n`
          : `${count} ${count === 1 ? "delivery" : "deliveries"} queued again; the running server sends ${count === 1 ? "it" : "them"} within seconds.\n`,
      );
    }
  } else if (values.failed) {
    process.stdout.write(deliveriesText(await store.outbox.list({ status: "dead" }), "No failed deliveries."));
  } else if (values.outbox) {
    process.stdout.write(
      deliveriesText(await store.outbox.list(), "The outbox is empty (no destination configured, or no lead yet)."),
    );
  } else {
    const leads = await store.list();
    process.stdout.write(values.csv ? toCsv(leads) : toText(leads));
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  store.close();
}
