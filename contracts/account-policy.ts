// The buyer's account (server/account/): how long a sign-in link and a session last, how many new share links an
// order may ask for, and the names of its two cookies. Stated once here: the server enforces them, and the Terms, the
// Privacy Policy and the Cookie Policy state them (build).

/** A sign-in link works once, within this many minutes of being asked for. */
export const SIGN_IN_LINK_MINUTES = 30;

/** A session ends after this many minutes without a visit, and this many hours after sign-in at most. */
export const ACCOUNT_SESSION = { idleMinutes: 30, maxHours: 4 } as const;

/**
 * "Send me a new link": one at a time (none while one is on its way), at most `perDay` per order in any 24 hours.
 * Enough for a lost link or a second sub-account, too few to turn one purchase into a stack of links.
 */
export const NEW_LINKS = { perDay: 3 } as const;

/** The session's cookie, and the one that binds a sign-in link to the browser that asked for it. */
export const SESSION_COOKIE = "__Host-account";
export const BROWSER_COOKIE = "__Host-account-asked";
