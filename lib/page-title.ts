/**
 * Page titles: how long one may be, and how the titles built from more than one piece are put together, in one place
 * for the pages (app/page-data/seo.ts, the home route) and for the checks that hold content to the limit (the
 * schemas, the content loader and the build's last step).
 */

/** The most characters of a page title search results show whole; a longer one is cut, often mid-word. */
export const TITLE_MAX = 60;

/** The home page's title: the brand first, then its words ("GHL Builders | GoHighLevel Development Agency & Snapshots"). */
export function homeTitle(brandName: string, words: string): string {
  return `${brandName} | ${words}`;
}

/** What is wrong with a page's final title, or nothing: within TITLE_MAX, it is shown whole. */
export function titleProblem(title: string): string | undefined {
  const length = [...title].length;
  return length > TITLE_MAX
    ? `makes the page title "${title}" ${length} characters long, more than ${TITLE_MAX}: search results cut it; shorten it`
    : undefined;
}
