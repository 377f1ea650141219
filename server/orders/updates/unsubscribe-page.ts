// /updates/unsubscribe/<token>: the link in every update e-mail. GET shows what it does and a button (a mail
// scanner that follows links unsubscribes nobody); POST records it, as does a mail client's one-click
// List-Unsubscribe-Post (RFC 8058: a POST with "List-Unsubscribe=One-Click"). The address, folded as erasure folds
// it, gets no more updates for any of its orders. Never indexed, cached or sent on as a Referer; an unknown token is a 404.
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody } from "../../http/http-body.ts";
import { escapeHtml, scriptFreePage } from "../../enquiries/refusal-page.ts";
import { PAGE_HEADERS } from "../order-page.ts";
import type { UpdatesStore } from "./updates-store.ts";

const PREFIX = "/updates/unsubscribe/";

/** The token of an unsubscribe path, or undefined for any other path. */
export function matchUnsubscribePath(path: string): string | undefined {
  return path.startsWith(PREFIX) ? /^([A-Za-z0-9_-]{1,64})\/?$/.exec(path.slice(PREFIX.length))?.[1] : undefined;
}

function page(brandName: string, heading: string, body: string): string {
  return scriptFreePage(
    {
      title: `${heading} | ${brandName}`,
      robots: "noindex, nofollow",
      head: '\n<meta name="referrer" content="no-referrer">',
    },
    `  <h1 class="text-3xl font-bold text-ink sm:text-4xl">${escapeHtml(heading)}</h1>
${body}
  <p class="mt-8"><a class="font-medium text-brand-700 underline" href="/">${escapeHtml(brandName)} home</a></p>
`,
  );
}

export function createUnsubscribeHandler({
  updates,
  brandName,
}: {
  updates: () => UpdatesStore | undefined;
  brandName: string;
}) {
  const send = (res: ServerResponse, status: number, html: string, head: boolean) => {
    res.writeHead(status, { ...PAGE_HEADERS, "Content-Length": Buffer.byteLength(html) });
    res.end(head ? undefined : html);
  };
  return async function handleUnsubscribe(req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
    const store = updates();
    if (!store) {
      res
        .writeHead(503, { ...PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" })
        .end("This page is back in a minute.");
      return;
    }
    const found = await store.byToken(token);
    const head = req.method === "HEAD";
    if (!found || (req.method !== "GET" && !head && req.method !== "POST"))
      return send(res, 404, page(brandName, "Page not found", ""), head);
    const name = escapeHtml(found.order.snapshotName);
    if (req.method === "POST") {
      // The form's or the mail client's one-click body; its content changes nothing.
      await readBody(req, 1024).catch(() => undefined);
      await store.unsubscribe(token);
      return send(
        res,
        200,
        page(
          brandName,
          "You are unsubscribed",
          `  <p class="mt-4" role="status" data-state="unsubscribed">You will get no more update e-mails for the ${name} or any other snapshot bought with this address. Your order page and your links stay as they are.</p>`,
        ),
        false,
      );
    }
    const done = found.order.buyerEmail ? await store.unsubscribed(found.order.buyerEmail) : true;
    const body = done
      ? `  <p class="mt-4" role="status" data-state="unsubscribed">This address gets no update e-mails.</p>`
      : `  <p class="mt-4">Stop the e-mails we send when a new version of the ${name} (or another snapshot you bought) comes out, with its new link.</p>
  <form method="post" class="mt-6"><button type="submit" class="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white">Unsubscribe from updates</button></form>`;
    return send(res, 200, page(brandName, "Snapshot update e-mails", body), head);
  };
}
