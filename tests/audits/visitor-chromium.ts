import { launch } from "chrome-launcher";
import { readGroup } from "../../config/settings.mjs";
import { CHROME_FLAGS } from "../../scripts/benchmarks/lighthouse.mjs";

/**
 * A Chromium that a test drives over the DevTools protocol the way a visitor's browser runs: without the Runtime
 * domain. Playwright (and Puppeteer) enable Runtime on every page they attach to, and with it V8 captures a detailed
 * stack for every `Error` the page creates, line and column included: React DOM creates its sentinel errors while its
 * module is evaluated, so V8 re-parses the 200 KB function around them to find their positions. That made the module's
 * evaluation three times longer than a visitor's browser takes (decision record 049). Here the page is only given the
 * domains that add no work to its own thread: Target, Page, Emulation and Tracing.
 */

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
};

export interface VisitorTab {
  /** Sends a command to the tab. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Calls `listener` with every event of the tab until the tab is closed. */
  onEvent(listener: (method: string, params: Record<string, unknown>) => void): void;
  /** The tab's title as the browser reports it (read from the browser process, nothing runs in the page). */
  title(): Promise<string>;
  close(): Promise<void>;
}

export interface VisitorChromium {
  /** A new tab in a context of its own (no shared cache or storage), on about:blank. */
  newTab(): Promise<VisitorTab>;
  close(): Promise<void>;
}

export async function visitorChromium(): Promise<VisitorChromium> {
  const chrome = await launch({
    chromePath: readGroup("tools").CHROME_PATH,
    chromeFlags: CHROME_FLAGS.split(" "),
    startingUrl: "about:blank",
  });
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, (method: string, params: Record<string, unknown>) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result);
    } else if (message.method && message.sessionId)
      listeners.get(message.sessionId)?.(message.method, message.params ?? {});
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, {
        resolve: resolve as (value: unknown) => void,
        reject: (error) => reject(new Error(`${method}: ${error.message}`)),
      });
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });

  return {
    async newTab() {
      const { browserContextId } = await send<{ browserContextId: string }>("Target.createBrowserContext");
      const { targetId } = await send<{ targetId: string }>("Target.createTarget", {
        url: "about:blank",
        browserContextId,
      });
      const { sessionId } = await send<{ sessionId: string }>("Target.attachToTarget", { targetId, flatten: true });
      return {
        send: (method, params) => send(method, params, sessionId),
        onEvent: (listener) => void listeners.set(sessionId, listener),
        async title() {
          const { targetInfos } = await send<{ targetInfos: { targetId: string; title: string }[] }>(
            "Target.getTargets",
          );
          return targetInfos.find((target) => target.targetId === targetId)?.title ?? "";
        },
        async close() {
          listeners.delete(sessionId);
          await send("Target.disposeBrowserContext", { browserContextId });
        },
      };
    },
    async close() {
      socket.close();
      chrome.kill();
    },
  };
}
