export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A page of the sitemap, with the addresses of its versions in each language (hreflang, x-default) when it has them. */
export interface SitemapEntry {
  url: string;
  alternates?: { hrefLang: string; href: string }[];
}

export function sitemapXml(pages: SitemapEntry[]): string {
  const entries = pages
    .map(({ url, alternates = [] }) => {
      const links = alternates
        .map(
          (alternate) =>
            `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(alternate.href)}"/>`,
        )
        .join("");
      return `  <url><loc>${escapeXml(url)}</loc>${links}${links ? "\n  " : ""}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${sitemapUrl}\n`;
}

export interface FeedItem {
  title: string;
  url: string;
  description: string;
  isoDate: string;
  category: string;
  author: string;
}

export function rssXml(
  channel: { title: string; url: string; feedUrl: string; description: string },
  items: FeedItem[],
): string {
  const body = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <description>${escapeXml(item.description)}</description>
      <category>${escapeXml(item.category)}</category>
      <dc:creator>${escapeXml(item.author)}</dc:creator>
      <pubDate>${new Date(`${item.isoDate}T09:00:00Z`).toUTCString()}</pubDate>
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.url)}</link>
    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(channel.description)}</description>
    <language>en-us</language>
${body}
  </channel>
</rss>
`;
}
