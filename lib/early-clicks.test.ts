// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_CLICKS_SCRIPT, REPLAY_PROPERTY, earlyClicksScript, replayEarlyClicks } from "./early-clicks";

/** Runs the inline <script> as the browser would (against this document and window); returns a clean-up. */
function runInlineScript(script = EARLY_CLICKS_SCRIPT): () => void {
  const added = vi.spyOn(document, "addEventListener");
  new Function(script)();
  const [type, listener, options] = added.mock.calls[0]!;
  added.mockRestore();
  return () => document.removeEventListener(type, listener, options);
}

describe("taps before hydration", () => {
  let clicked: string[];
  let record: (event: Event) => void;
  let removeScript: () => void;

  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button" id="hire"><svg><path></path></svg><span>Hire Us</span></button>
      <button type="button" id="menu">Menu</button>
      <button type="button" id="off" disabled>Off</button>
      <form><button type="submit" id="send">Send</button></form>
      <a href="#x" id="link">Link</a>
      <div data-pending=""><button type="button" id="faq">Question</button><a href="/contact?interest=plan:pro" id="plan">Choose Pro</a></div>`;
    clicked = [];
    // Stands in for React's delegated listener.
    record = (event: Event) => clicked.push((event.target as Element).closest("button, a")?.id ?? "");
    document.addEventListener("click", record);
    removeScript = runInlineScript();
  });

  afterEach(() => {
    document.removeEventListener("click", record);
    removeScript();
    delete (window as unknown as Record<string, unknown>)[REPLAY_PROPERTY];
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
    document.documentElement.dataset.hydrated = "true";
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

  it("stops capturing once the page is hydrated, and a replay before then keeps the taps", () => {
    click("#hire");
    replayEarlyClicks();
    expect(clicked).toEqual([]);
    document.documentElement.dataset.hydrated = "true";
    click("#menu");
    expect(clicked).toEqual(["menu"]);
    replayEarlyClicks();
    replayEarlyClicks();
    expect(clicked).toEqual(["menu", "hire"]);
  });

  it("leaves a call to action (a link to /contact) to the browser before hydration, and holds it in a pending section after", () => {
    const navigations: string[] = [];
    const note = (event: Event) => {
      if (!event.defaultPrevented) navigations.push((event.target as Element).id);
      event.preventDefault();
    };
    document.addEventListener("click", note);
    click("#plan");
    expect(navigations).toEqual(["plan"]);
    document.documentElement.dataset.hydrated = "true";
    click("#plan");
    expect(navigations).toEqual(["plan"]);
    document.querySelector("[data-pending]")!.removeAttribute("data-pending");
    replayEarlyClicks();
    expect(clicked).toEqual(["plan", "plan"]);
    document.removeEventListener("click", note);
  });

  it("after hydration, holds taps inside a section whose code has not run yet until that section has hydrated", () => {
    document.documentElement.dataset.hydrated = "true";
    click("#faq");
    replayEarlyClicks();
    expect(clicked).toEqual([]);
    document.querySelector("[data-pending]")!.removeAttribute("data-pending");
    replayEarlyClicks();
    expect(clicked).toEqual(["faq"]);
    click("#faq");
    expect(clicked).toEqual(["faq", "faq"]);
  });
});

describe("booking links tapped before the calendar's code has started", () => {
  let followed: string[];
  let record: (event: MouseEvent) => void;
  let removeScript: () => void;
  const root = document.documentElement;

  const start = (calendar: boolean) => {
    document.body.innerHTML = `<a href="https://api.leadconnectorhq.com/widget/booking/x" data-calendar="" id="book">Pick a time now</a>`;
    followed = [];
    // Stands in for the embeds' listener: a plain click opens the calendar (and the link is not followed).
    record = (event: MouseEvent) => {
      event.preventDefault();
      followed.push(event.ctrlKey ? "new tab" : "calendar");
    };
    document.addEventListener("click", record);
    removeScript = runInlineScript(earlyClicksScript(calendar));
    root.dataset.hydrated = "true";
  };

  afterEach(() => {
    document.removeEventListener("click", record);
    removeScript();
    delete (window as unknown as Record<string, unknown>)[REPLAY_PROPERTY];
    delete root.dataset.hydrated;
    delete root.dataset.embeds;
  });

  const book = () => document.querySelector<HTMLAnchorElement>("#book")!;

  it("holds a tap after hydration until the embeds have started, then replays it", () => {
    start(true);
    book().click();
    replayEarlyClicks();
    expect(followed).toEqual([]);
    root.dataset.embeds = "";
    replayEarlyClicks();
    expect(followed).toEqual(["calendar"]);
    // From then on a tap goes straight through, once.
    book().click();
    expect(followed).toEqual(["calendar", "calendar"]);
  });

  it("leaves a modified click (a new tab) and a tap before hydration to the link", () => {
    start(true);
    book().dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(followed).toEqual(["new tab"]);
    delete root.dataset.hydrated;
    book().click();
    expect(followed).toEqual(["new tab", "calendar"]);
  });

  it("holds nothing in a build without the calendar", () => {
    start(false);
    book().click();
    expect(followed).toEqual(["calendar"]);
  });
});
