import { describe, expect, it } from "vitest";
import { englishWords, visibleText } from "./english-words";

const page = (body: string, head = "<title>Precios | Marca</title>") => `<!doctype html><html lang="es"><head>${head}</head><body>${body}</body></html>`;

describe("the English-word check of a Spanish page", () => {
  it("passes Spanish text, product names and what is marked English", () => {
    const html = page('<h1>Precios claros</h1><p>Snapshots de GoHighLevel con Conversation AI y SaaS Mode, conforme a CAN-SPAM.</p><a href="/blog" hreflang="en"><span lang="en">How to choose a snapshot</span> (en ingl&eacute;s)</a>');
    expect(englishWords(visibleText(html))).toEqual([]);
  });

  it("finds an English sentence, label, title or description, and says where", () => {
    expect(englishWords(visibleText(page("<p>Precios</p><button>Send Inquiry</button>")))).toEqual(['"Send" in "Precios Send Inquiry"']);
    expect(englishWords(visibleText(page('<img alt="The team at work">')))).toEqual(['"The" in "The team at work"', '"at" in "The team at work"']);
    expect(englishWords(visibleText(page("", "<title>Pricing for your agency</title>")))).toHaveLength(2);
    expect(englishWords(visibleText(page("", '<title>Precios</title><meta name="description" content="Plans and prices">')))).toEqual(['"and" in "Plans and prices"']);
  });

  it("ignores scripts and styles", () => {
    expect(englishWords(visibleText(page("<script>var the = 1;</script><style>.and{}</style><p>Hola</p>")))).toEqual([]);
  });
});
