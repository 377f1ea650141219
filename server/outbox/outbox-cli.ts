// The outbox's two flags, the same in `npm run leads` and `npm run orders`: list the dead deliveries, and queue them
// again for the running server, by the id `--failed` lists or all at once.
import type { CliOption } from "../cli.mjs";

/** `whose`: whose deliveries the command handles, for the usage text ("the orders'"); none for every kind. */
export function outboxOptions(whose?: string) {
  return {
    failed: { type: "boolean", about: `List ${whose ?? "the"} dead deliveries` },
    retry: {
      type: "string",
      value: "<delivery id|all>",
      about: `Queue ${whose ? `${whose} dead delivery` : "a dead delivery"} (or all) again; the running server sends it`,
    },
  } satisfies Record<string, CliOption>;
}

/**
 * What `--retry` names: "all" or a delivery id. A mistake is refused on stderr with how to find the ids (exit status
 * 2) and gives undefined.
 */
export function retryTarget(value: string, command: string): "all" | number | undefined {
  if (value === "all") return "all";
  const id = Number(value);
  if (Number.isInteger(id) && id > 0) return id;
  process.stderr.write(`Usage: ${command} --retry <delivery id|all> (the ids are listed by ${command} --failed)\n`);
  process.exitCode = 2;
  return undefined;
}
