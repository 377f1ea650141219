// Budgets shared by the browser suite's build checks: tests/e2e/build-audit.spec.ts (the suite's build) and
// tests/e2e/call-and-chat.spec.ts (a build with the GoHighLevel calendar and chat on, which must fit the same budget).

/**
 * The JavaScript any page may load, gzipped. 121 KB since 2026-11-27: the forms' texting consent, the landing page's
 * attribution and the snapshot labels took the last bytes of 120 KB (the framework's entry alone is 106 KB); budgets
 * per page type, from the framework's floor plus each page's own code, are the next step (the speed issue).
 */
export const JS_BUDGET_BYTES = 121 * 1024;
