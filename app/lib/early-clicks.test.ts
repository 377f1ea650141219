import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_CLICKS_SCRIPT, REPLAY_PROPERTY, replayEarlyClicks } from "./early-clicks";

function runInlineScript() {
  // As the browser would run the inline <script>: against this document and window.
  new Function(EARLY_CLICKS_SCRIPT)();
}

describe("taps before hydration", () => {
  let clicked: string[];
  let record: (event: Event) => void;

  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button" id="hire"><svg><path></path></svg><span>Hire Us</span></button>
      <button type="button" id="menu">Menu</button>
      <button type="button" id="off" disabled>Off</button>
      <form><button type="submit" id="send">Send</button></form>
      <a href="#x" id="link">Link</a>`;
    clicked = [];
    // Stands in for React's delegated listener.
    record = (event: Event) => clicked.push((event.target as Element).closest("button, a")?.id ?? "");
    document.addEventListener("click", record);
    runInlineScript();
  });

  afterEach(() => {
    document.removeEventListener("click", record);
    replayEarlyClicks();
    delete document.documentElement.dataset.hydrated;
  });

  const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

  it("holds back clicks on plain buttons, including on their icons, and replays them in order after hydration", () => {
    click("#menu");
    document.querySelector("#hire path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(clicked).toEqual([]);

    document.documentElement.dataset.hydrated = "true";
    replayEarlyClicks();
    expect(clicked).toEqual(["menu", "hire"]);
  });

  it("replays a button tapped twice before hydration once", () => {
    click("#menu");
    click("#menu");
    replayEarlyClicks();
    expect(clicked).toEqual(["menu"]);
  });

  it("leaves links, submit buttons and disabled buttons to the browser", () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submit);
    click("#link");
    click("#send");
    click("#off");
    expect(clicked).toEqual(["link", "send"]);
    expect(submit).toHaveBeenCalledOnce();
  });

  it("stops capturing once the page is hydrated, and after the replay", () => {
    document.documentElement.dataset.hydrated = "true";
    click("#menu");
    expect(clicked).toEqual(["menu"]);
    replayEarlyClicks();
    delete document.documentElement.dataset.hydrated;
    click("#hire");
    expect(clicked).toEqual(["menu", "hire"]);
  });

  it("is safe to replay twice", () => {
    click("#menu");
    replayEarlyClicks();
    replayEarlyClicks();
    expect(clicked).toEqual(["menu"]);
    expect((window as unknown as Record<string, unknown>)[REPLAY_PROPERTY]).toBeUndefined();
  });
});
