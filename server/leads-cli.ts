// `npm run leads` lists stored leads newest first; `-- --csv` writes them as CSV to stdout.
// `-- --failed` lists dead deliveries (to GoHighLevel, the webhook, e-mail) with their last error; `-- --outbox`
// lists every delivery; `-- --retry <delivery id|all>` puts dead deliveries back in the queue of the running server.
// The flags are one table (LEADS_CLI); an unknown flag is refused with the usage instead of listing every lead.
import { checkSettingsOrExit, loadDotEnv, readGroup } from "../config/settings.mjs";
import { readCommandLine, type CliOption, type CliSpec } from "../scripts/cli.mjs";
import { deliveriesText, toCsv, toText } from "./leads-format.ts";
import { openLeadStore } from "./leads-store.ts";

export const LEADS_CLI = {
  command: "npm run leads --",
  summary: "Lists the stored enquiries newest first, or the outbox's deliveries (GoHighLevel, webhook, e-mail).",
  options: {
    csv: { type: "boolean", about: "Write the leads as CSV (for a spreadsheet) instead of text" },
    outbox: { type: "boolean", about: "List every delivery with its state, attempts, next attempt and last error" },
    failed: { type: "boolean", about: "List dead deliveries only" },
    retry: { type: "string", value: "<delivery id|all>", about: "Queue a dead delivery (or all) again; the running server sends it" },
  },
} satisfies CliSpec<Record<string, CliOption>>;

loadDotEnv();
const { values } = readCommandLine(LEADS_CLI);
checkSettingsOrExit(["leads"]);
const database = readGroup("leads");
const store = await openLeadStore(database.LEADS_DB_URL, database.LEADS_DB_AUTH_TOKEN);
try {
  if (values.retry !== undefined) {
    const target = values.retry;
    const id = Number(target);
    if (target !== "all" && !(Number.isInteger(id) && id > 0)) {
      process.stderr.write("Usage: npm run leads -- --retry <delivery id|all> (the ids are listed by npm run leads -- --failed)\n");
      process.exitCode = 2;
    } else {
      const count = await store.outbox.retry(target === "all" ? "all" : id, Date.now());
      process.stdout.write(
        count === 0
          ? `No dead delivery ${target === "all" ? "" : `with id ${id} `}to retry.\n`
          : `${count} ${count === 1 ? "delivery" : "deliveries"} queued again; the running server sends ${count === 1 ? "it" : "them"} within seconds.\n`,
      );
    }
  } else if (values.failed) {
    process.stdout.write(deliveriesText(await store.outbox.list({ status: "dead" }), "No failed deliveries."));
  } else if (values.outbox) {
    process.stdout.write(deliveriesText(await store.outbox.list(), "The outbox is empty (no destination configured, or no lead yet)."));
  } else {
    const leads = await store.list();
    process.stdout.write(values.csv ? toCsv(leads) : toText(leads));
  }
} finally {
  store.close();
}
