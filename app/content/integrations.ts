import {
  siGmail,
  siGoogleads,
  siGoogleanalytics,
  siGooglecalendar,
  siFacebook,
  siInstagram,
  siMake,
  siPaypal,
  siQuickbooks,
  siShopify,
  siStripe,
  siTiktok,
  siWhatsapp,
  siWoocommerce,
  siWordpress,
  siZapier,
  type SimpleIcon,
} from "simple-icons";
import { escapeXml } from "../lib/xml";

export interface IntegrationTile {
  name: string;
  /** What the integration does inside GoHighLevel. */
  use: string;
  /** Site path of the brand mark, generated at build from simple-icons. */
  logo: string;
}

interface Integration {
  tile: IntegrationTile;
  icon: SimpleIcon;
}

const entry = (icon: SimpleIcon, use: string): Integration => ({
  icon,
  tile: { name: icon.title, use, logo: `/images/integrations/${icon.slug}.svg` },
});

/**
 * Tools GoHighLevel connects with. Read only at build time: the home loader passes the tiles and each brand mark
 * becomes its own small SVG file, so no path data weighs on the page's HTML or JavaScript.
 */
const catalogue: Integration[] = [
  entry(siStripe, "Payments and SaaS billing"),
  entry(siPaypal, "Checkout payments"),
  entry(siGooglecalendar, "Two-way calendar sync"),
  entry(siGmail, "Inbox sync in Conversations"),
  entry(siGoogleads, "Ad Manager and attribution"),
  entry(siGoogleanalytics, "Funnel analytics"),
  entry(siFacebook, "Lead ads and Messenger"),
  entry(siInstagram, "DMs and Social Planner"),
  entry(siWhatsapp, "WhatsApp conversations"),
  entry(siTiktok, "Social Planner posts"),
  entry(siShopify, "Orders and abandoned carts"),
  entry(siWoocommerce, "Store orders and customers"),
  entry(siWordpress, "Sites and form embeds"),
  entry(siQuickbooks, "Invoices and accounting"),
  entry(siZapier, "Thousands of app triggers"),
  entry(siMake, "Visual scenario automation"),
];

export const integrations: IntegrationTile[] = catalogue.map((item) => item.tile);

/** The brand mark as a standalone SVG in its brand colour (the page shows it greyscale until hover). */
export function integrationLogoSvg(slug: string): string | undefined {
  const icon = catalogue.find((item) => item.icon.slug === slug)?.icon;
  if (!icon) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32"><title>${escapeXml(icon.title)}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>`;
}

export function integrationLogoPaths(): string[] {
  return integrations.map((tile) => tile.logo);
}
