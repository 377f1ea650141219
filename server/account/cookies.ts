// The account's cookies: the session, and the one that binds a sign-in link to the browser that asked for it. Both
// are `__Host-` cookies (Secure, Path=/, no Domain: only this host over HTTPS may set or read them), HttpOnly (no
// script reads them) and SameSite=Lax (another site's form posts never carry them).
import type { IncomingMessage } from "node:http";
import {
  ACCOUNT_SESSION,
  BROWSER_COOKIE,
  SESSION_COOKIE,
  SIGN_IN_LINK_MINUTES,
} from "../../contracts/account-policy.ts";

export { BROWSER_COOKIE, SESSION_COOKIE };

/** The request's cookie of that name, or undefined. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}

const cookie = (name: string, value: string, maxAgeSeconds: number) =>
  `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; Secure; HttpOnly; SameSite=Lax`;

/** The session's cookie: it lasts as long as a session can (the server ends it sooner when idle). */
export const sessionCookie = (id: string) => cookie(SESSION_COOKIE, id, ACCOUNT_SESSION.maxHours * 3600);
/** The browser's mark when it asks for a sign-in link: it lasts as long as the link. */
export const browserCookie = (value: string) => cookie(BROWSER_COOKIE, value, SIGN_IN_LINK_MINUTES * 60);
export const clearCookie = (name: string) => cookie(name, "", 0);
