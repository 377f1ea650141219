// @ts-check
/** One page of every type the site has: Lighthouse audits (tests/audits) and `npm run bench:web` measure these. */
export const PAGE_TYPES = [
  "/",
  "/services/crm-pipeline-configuration",
  "/buy-snapshot",
  "/buy-snapshot/roofing",
  "/pricing",
  "/blog",
  "/blog/a2p-10dlc-registration-explained",
  "/legal/privacy-policy",
];
