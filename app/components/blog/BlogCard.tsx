import { Link } from "~/components/ui/Link";
import { Icon } from "~/components/ui/Icon";
import { Badge } from "~/components/ui/Section";
import { COVER_SIZE } from "~/page-data/artwork";
import { cardWords } from "virtual:site-content";
import { fill } from "../../../lib/fill";

export interface BlogCardData {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  isoDate: string;
  image: string;
  categoryName: string;
  authorName: string;
  readTime: string;
}

/** The posts are in English only: on another language's page their words are marked English (the link says so too). */
const ENGLISH = __SITE_LANG__ === "en" ? undefined : "en";

/** A post card: cover, category badge, date, author, title (2 lines), excerpt (3 lines), Read More. */
export function BlogCard({ post, headingLevel = "h3" }: { post: BlogCardData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article
      data-shared="preview"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-300 hover:-translate-y-0.5 hover:shadow-lg"
      data-testid="blog-card"
    >
      <img
        src={post.image}
        alt=""
        width={COVER_SIZE.width}
        height={COVER_SIZE.height}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <Badge>
            <span lang={ENGLISH}>{post.categoryName}</span>
          </Badge>
          <time dateTime={post.isoDate}>{post.date}</time>
        </div>
        <Heading className="mt-3 line-clamp-2 text-xl font-semibold" data-testid="card-title">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
            <span lang={ENGLISH}>{post.title}</span>
          </Link>
        </Heading>
        <p lang={ENGLISH} className="mt-2 line-clamp-3 text-slate-600" data-testid="card-excerpt">
          {post.excerpt}
        </p>
        <div className="mt-auto flex items-center justify-between pt-5 text-sm">
          <span className="text-slate-600">{fill(cardWords.byAuthor, { name: post.authorName })}</span>
          <span className="inline-flex items-center gap-1 font-semibold text-brand-700" aria-hidden="true">
            {cardWords.readMore} <Icon name="arrowRight" className="size-4" />
          </span>
        </div>
      </div>
    </article>
  );
}
