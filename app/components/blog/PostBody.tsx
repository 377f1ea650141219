import { useNavigate } from "react-router";

/**
 * A post's article, rendered from its Markdown at build time (headings with anchors, lists, links, images and the
 * blog's phrase links). Before hydration its links are ordinary links; afterward a click on a link to another
 * page of the site navigates in the app, like every other internal link.
 */
export function PostBody({ html }: { html: string }) {
  const navigate = useNavigate();
  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const href = link?.getAttribute("href");
    if (!href?.startsWith("/") || href.startsWith("//") || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link?.target) return;
    event.preventDefault();
    // React Router shows a failed navigation in its error boundary; its promise only says when it is done.
    void navigate(href);
  }
  return (
    // The click handler only upgrades the links inside (Enter on a link fires click too).
    <div
      className="post-body prose-content space-y-5 text-lg leading-[1.75] text-slate-700"
      data-testid="post-body"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
