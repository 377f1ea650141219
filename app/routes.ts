import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { DEFAULT_LANG, isInTranslatedPass } from "../config/languages.mjs";
import { readGroup } from "../config/settings.mjs";

// The whole URL map, the client's routes. The prerendered paths come from app/page-data/routes-list.ts.
const routes = [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("buy-snapshot", "routes/marketplace.tsx"),
  route("buy-snapshot/:slug", "routes/snapshot.tsx"),
  route("industries", "routes/industries.tsx"),
  route("industries/:slug", "routes/industry.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("contact", "routes/contact.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("search", "routes/search.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("legal/:slug", "routes/legal.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("og-default.png", "routes/share-image.ts"),
  route("favicon.svg", "routes/favicon.ts"),
  route("apple-touch-icon.png", "routes/brand-icon.ts", { id: "apple-touch-icon" }),
  route("icon-512.png", "routes/brand-icon.ts", { id: "icon-512" }),
  route("images/blog/:file", "routes/blog-cover.ts"),
  route("images/services/:file", "routes/service-share-image.ts"),
  route("images/snapshots/:file", "routes/snapshot-share-image.ts"),
  route("images/industries/:file", "routes/industry-share-image.ts"),
  route("images/integrations/:file", "routes/integration-logo.ts"),
  route("images/cases/:file", "routes/case-art.ts"),
  route("images/icons.svg", "routes/icon-sprite.ts"),
  route("images/hero-visual.svg", "routes/hero-visual.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

// Another language's pass of the build has the translated pages and their files with words only
// (config/languages.mjs): the store, the blog and the other generated files are served once, from the English pass.
// Every route left must be prerendered, so the list is cut to the routes whose addresses that pass renders.
const examplePath = (pattern: string | undefined) =>
  pattern === "*" ? "/404" : `/${(pattern ?? "").replace(/:\w+/g, "x")}`;
export default readGroup("build").SITE_LANG === DEFAULT_LANG
  ? routes
  : routes.filter((entry) => isInTranslatedPass(examplePath(entry.path)));
