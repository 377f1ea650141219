// `npm run leads` lists stored leads newest first; `-- --csv` writes them as CSV to stdout.
// `-- --failed` lists dead deliveries (to GoHighLevel, the webhook, e-mail) with their last error; `-- --outbox`
// lists every delivery; `-- --retry <delivery id|all>` puts dead deliveries back in the queue of the running server.
// `-- --delete <email>` erases a person's leads and deliveries (a deletion request); `-- --purge` erases what is older
// than the retention period now, as the server does daily.
import { loadDotEnv } from "../config/settings.mjs";
import { deliveriesText, toCsv, toText } from "./leads-format.ts";
import { openLeadStore } from "./leads-store.ts";
import { purgeCutoffs, purgeSummary, retentionSettings } from "./retention.ts";

loadDotEnv();
const args = process.argv.slice(2);
const retention = retentionSettings(process.env);
const store = await openLeadStore();
try {
  if (args.includes("--delete")) {
    const email = args[args.indexOf("--delete") + 1] ?? "";
    if (!email.includes("@")) {
      process.stderr.write("Usage: npm run leads -- --delete <email> (erases every lead sent from that address)\n");
      process.exitCode = 2;
    } else {
      const erased = await store.eraseByEmail(email);
      if (erased.leads.length === 0) process.stdout.write(`No lead from ${email}: nothing erased.\n`);
      else {
        for (const lead of erased.leads) process.stdout.write(`Erased lead ${lead.id} from ${lead.email}, received ${lead.createdAt}\n`);
        process.stdout.write(
          `Erased ${erased.leads.length} ${erased.leads.length === 1 ? "lead" : "leads"} and ${erased.deliveries} ${erased.deliveries === 1 ? "delivery" : "deliveries"}` +
            ` (${erased.pendingDeliveries} not yet sent, now never sent).\n` +
            "Copies already delivered are not touched: delete the contact in GoHighLevel, and the notification e-mails, by hand (README, \"Retention and deletion\").\n",
        );
      }
    }
  } else if (args.includes("--purge")) {
    const result = await store.purge(purgeCutoffs(Date.now(), retention));
    process.stdout.write(`Retention ${retention.leadDays} days for leads, ${retention.networkDetailsDays} days for IP addresses and browsers: ${purgeSummary(result)}.\n`);
  } else if (args.includes("--retry")) {
    const target = args[args.indexOf("--retry") + 1];
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
  } else if (args.includes("--failed")) {
    process.stdout.write(deliveriesText(await store.outbox.list({ status: "dead" }), "No failed deliveries."));
  } else if (args.includes("--outbox")) {
    process.stdout.write(deliveriesText(await store.outbox.list(), "The outbox is empty (no destination configured, or no lead yet)."));
  } else {
    const leads = await store.list();
    process.stdout.write(args.includes("--csv") ? toCsv(leads) : toText(leads));
  }
} finally {
  store.close();
}
