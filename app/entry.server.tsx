import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { preloadDeferredSections } from "./components/ui/DeferredSection";

// This entry only runs at build time: every page is prerendered (ssr: false), never rendered on request.
export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, changed for static pages: the whole page is written at once, when everything in
 * it is ready, and React never moves a Suspense boundary's content to the end of the document (it does for large
 * ones, to stream a long page's top first). A prerendered file gains nothing from streaming, and an outlined section
 * would only show once an inline script at the end of the page had moved it into place.
 */
const STATIC_PAGE: Partial<RenderToPipeableStreamOptions> = { progressiveChunkSize: Number.POSITIVE_INFINITY };

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  // Sections that load their code on demand in the browser are written in full here.
  await preloadDeferredSections();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeout: { id?: ReturnType<typeof setTimeout> } = { id: setTimeout(() => abort(), streamTimeout + 1000) };
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      ...STATIC_PAGE,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout.id);
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while rendering the shell reject above and are reported by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}
