import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The whole URL map, the client's routes. The prerendered paths come from app/content/routes-list.ts.
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("buy-snapshot", "routes/marketplace.tsx"),
  route("buy-snapshot/:slug", "routes/snapshot.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("contact", "routes/contact.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
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
  route("images/authors/:file", "routes/author-avatar.ts"),
  route("images/integrations/:file", "routes/integration-logo.ts"),
  route("images/icons.svg", "routes/icon-sprite.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
