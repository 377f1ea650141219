// GoHighLevel's API limits as its documentation states them (GoHighLevel/highlevel-api-docs: a burst of 100 requests
// per 10 seconds and 200,000 a day, per app and resource, told in X-RateLimit-* headers and answered 429 beyond), and
// the share of the burst that update links may take: the rest stays for buyers paying meanwhile and the CRM.
const GHL_BURST = { max: 100, intervalMs: 10_000 } as const;
const UPDATE_SHARE = 0.8;

/** The pace of update links: 80 per 10 seconds. */
export const UPDATE_PACE = { max: Math.floor(GHL_BURST.max * UPDATE_SHARE), intervalMs: GHL_BURST.intervalMs } as const;
