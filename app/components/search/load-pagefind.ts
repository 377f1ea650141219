import { PAGEFIND_SCRIPT, type PagefindApi } from "../../../lib/search";

let pagefind: Promise<PagefindApi> | undefined;

/** Pagefind's script (and through it its WebAssembly and index) from this site's /pagefind/, once, when first needed. */
export function loadPagefind(): Promise<PagefindApi> {
  // The script comes with no types: PagefindApi is the part of its API this dialog uses.
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<PagefindApi>).then(async (api) => {
    await api.options({ excerptLength: 24 });
    await api.init();
    return api;
  });
  // A failed load (offline, say) is tried again at the next search.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}
