import { arrowTarget, excerptParts, resultCountText, searchStatus, sitePathOf, toSearchHit } from "./search";
import { isSearchShortcut } from "./search-shortcut";

describe("sitePathOf", () => {
  it("turns Pagefind's folder URLs into the site's canonical paths, keeping an anchor", () => {
    expect(sitePathOf("/buy-snapshot/mortgage/")).toBe("/buy-snapshot/mortgage");
    expect(sitePathOf("/legal/refund-policy/#refunds-title")).toBe("/legal/refund-policy#refunds-title");
    expect(sitePathOf("/")).toBe("/");
  });
});

describe("excerptParts", () => {
  it("splits the excerpt into text and highlighted words, decoding entities and never keeping markup", () => {
    expect(excerptParts("Pre-approvals &amp; <mark>mortgage</mark> &lt;docs&gt; <b>x</b>")).toEqual([
      { text: "Pre-approvals & ", mark: false },
      { text: "mortgage", mark: true },
      { text: " <docs> x", mark: false },
    ]);
  });

  it("keeps a script tag as nothing but its text", () => {
    expect(excerptParts("<script>alert(1)</script>safe")).toEqual([{ text: "alert(1)safe", mark: false }]);
  });

  it("decodes numeric entities", () => {
    expect(excerptParts("it&#39;s &#x2014; <mark>done</mark>")).toEqual([
      { text: "it's — ", mark: false },
      { text: "done", mark: true },
    ]);
  });
});

describe("toSearchHit", () => {
  const data = (overrides: object) => ({ url: "/x/", excerpt: "a <mark>b</mark>", meta: { title: "X" }, ...overrides });

  it("carries the page's kind, title, path and excerpt", () => {
    const hit = toSearchHit(
      "1",
      data({ url: "/buy-snapshot/mortgage/", meta: { title: "Mortgage Snapshot", type: "snapshot" } }),
    );
    expect(hit).toMatchObject({
      id: "1",
      href: "/buy-snapshot/mortgage",
      title: "Mortgage Snapshot",
      type: "snapshot",
    });
    expect(hit.excerpt).toEqual([
      { text: "a ", mark: false },
      { text: "b", mark: true },
    ]);
  });

  it("opens a legal page at the section holding the words, not at its title", () => {
    const hit = toSearchHit(
      "2",
      data({
        url: "/legal/refund-policy/",
        meta: { title: "Refund Policy", type: "legal" },
        sub_results: [
          { title: "Refund Policy", url: "/legal/refund-policy/#page-title", excerpt: "title" },
          {
            title: "3. Snapshot refunds",
            url: "/legal/refund-policy/#snapshots-title",
            excerpt: "<mark>refund</mark> within",
          },
        ],
      }),
    );
    expect(hit).toMatchObject({ href: "/legal/refund-policy#snapshots-title", section: "Snapshot refunds" });
    expect(hit.excerpt[0]).toEqual({ text: "refund", mark: true });
  });

  it("opens a Spanish page's result within the Spanish pages (their links add the /es prefix)", () => {
    expect(
      toSearchHit("2", data({ url: "/es/services/crm-setup/", meta: { title: "CRM", type: "service" } })).href,
    ).toBe("/services/crm-setup");
    expect(toSearchHit("2", data({ url: "/es/", meta: { title: "Inicio" } })).href).toBe("/");
  });

  it("leaves an unknown kind unnamed", () => {
    expect(toSearchHit("3", data({ meta: { title: "X", type: "other" } })).type).toBeUndefined();
  });
});

describe("resultCountText", () => {
  // The sentences are content (interface-words.yml `search`): stand-ins with every placeholder.
  const words = {
    none: "none [{term}]",
    one: "one [{term}]",
    many: "{count} [{term}]",
    bestShown: "{found}, best {shown}",
  };
  it("says how many were found, and when only the best are shown", () => {
    expect(resultCountText(0, 0, " zzz ", words)).toBe("none [zzz]");
    expect(resultCountText(1, 1, "mortgage", words)).toBe("one [mortgage]");
    expect(resultCountText(12, 8, "mortgage", words)).toBe("12 [mortgage], best 8");
    expect(resultCountText(3, 0, "  ", words)).toBe("");
  });
});

describe("searchStatus", () => {
  const words = { none: "none", one: "one", many: "{count}", bestShown: "{found}", searching: "...", failed: "failed" };
  const results = { term: "crm", total: 2, hits: [] };
  it("says a failure first, then the last results' count, then that a search runs for what is typed", () => {
    expect(searchStatus({ failed: true, results, term: "crm" }, words)).toBe("failed");
    expect(searchStatus({ failed: false, results, term: "crm s" }, words)).toBe(resultCountText(2, 0, "crm", words));
    expect(searchStatus({ failed: false, results: null, term: "crm" }, words)).toBe("...");
  });
  it("says nothing with the field empty", () => {
    expect(searchStatus({ failed: false, results: null, term: "  " }, words)).toBe("");
  });
});

describe("arrowTarget", () => {
  it("moves one stop either way and stops at the ends", () => {
    expect(arrowTarget("ArrowDown", 0, 3)).toBe(1);
    expect(arrowTarget("ArrowDown", 2, 3)).toBe(2);
    expect(arrowTarget("ArrowUp", 1, 3)).toBe(0);
    expect(arrowTarget("ArrowUp", 0, 3)).toBe(0);
  });
  it("starts at the field when focus is on none of the stops", () => {
    expect(arrowTarget("ArrowDown", -1, 3)).toBe(0);
    expect(arrowTarget("ArrowUp", -1, 3)).toBe(0);
  });
});

describe("isSearchShortcut", () => {
  const key = (init: Partial<KeyboardEvent>) => ({
    key: "k",
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...init,
  });
  it("is Ctrl+K or Cmd+K, in either case, and nothing else", () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, key: "K" }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: "j" }))).toBe(false);
  });
});
