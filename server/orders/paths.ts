// The store's addresses on the site: the order page and the snapshot page a cancelled payment returns to.

/** The order page's path for an order id. */
export const orderPath = (id: string) => `/order/${id}`;
/**
 * An order as logs, /healthz and alert subjects name it: its first six characters. The whole id is the key to the
 * order page (the buyer's e-mail and link), so it is written only where the agency acts on it (`npm run orders`).
 */
export const orderRef = (id: string) => `${id.slice(0, 6)}…`;
/** The snapshot's page, where a cancelled payment goes back to. */
export const snapshotPath = (slug: string) => `/buy-snapshot/${slug}`;
/** /order/<id> and /order/<id>/<action>: the id and the action, or undefined for any other path. */
export function matchOrderPath(path: string): { id: string; action: string | undefined } | undefined {
  const match = /^\/order\/([A-Za-z0-9_-]{1,64})(?:\/([a-z]+))?\/?$/.exec(path);
  return match ? { id: match[1]!, action: match[2] } : undefined;
}
