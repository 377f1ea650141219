import { Link } from "react-router";
import { site } from "~/content/site";
import type { BlogBlock } from "~/content/types";
import { blogLinkPhrases, linkifyText } from "~/lib/blog-links";
import { slugify } from "~/lib/text";

const PHRASES = blogLinkPhrases(site.brandName);

/** Text with the SPEC's phrases turned into links, as React elements (never raw HTML). */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkifyText(text, PHRASES).map((segment, index) =>
        typeof segment === "string" ? (
          segment
        ) : (
          <Link key={index} to={segment.to} className="font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-600" data-phrase-link="">
            {segment.text}
          </Link>
        ),
      )}
    </>
  );
}

/** The ordered blocks of a post: paragraph, heading (h2), subheading (h3) and list. */
export function PostBody({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div className="post-body space-y-5 text-lg leading-[1.75] text-slate-700" data-testid="post-body">
      {blocks.map((block, index) => {
        switch (block.type) {
          case "heading":
            return (
              <h2 key={index} id={slugify(block.text)} className="pt-6 text-2xl font-bold sm:text-3xl">
                <LinkedText text={block.text} />
              </h2>
            );
          case "subheading":
            return (
              <h3 key={index} className="pt-2 text-xl font-semibold">
                <LinkedText text={block.text} />
              </h3>
            );
          case "list":
            return (
              <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-600">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <LinkedText text={item} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={index}>
                <LinkedText text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
