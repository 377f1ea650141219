// The store's addresses on the site: the order page and the snapshot page a cancelled payment returns to.

/** The order page's path for an order id. */
export const orderPath = (id: string) => `/order/${id}`;
/** The snapshot's page, where a cancelled payment goes back to. */
export const snapshotPath = (slug: string) => `/buy-snapshot/${slug}`;
/** /order/<id> and /order/<id>/<action>: the id and the action, or undefined for any other path. */
export function matchOrderPath(path: string): { id: string; action: string | undefined } | undefined {
  const match = /^\/order\/([A-Za-z0-9_-]{1,64})(?:\/([a-z]+))?\/?$/.exec(path);
  return match ? { id: match[1]!, action: match[2] } : undefined;
}
