// `npm run leads` lists stored leads newest first; `npm run leads -- --csv` writes them as CSV to stdout.
import { loadDotEnv } from "../config/settings.mjs";
import { toCsv, toText } from "./leads-format.ts";
import { openLeadStore } from "./leads-store.ts";

loadDotEnv();
const store = await openLeadStore();
try {
  const leads = await store.list();
  process.stdout.write(process.argv.includes("--csv") ? toCsv(leads) : toText(leads));
} finally {
  store.close();
}
