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

export interface IntegrationTile {
  name: string;
  /** What the integration does inside GoHighLevel. */
  use: string;
  /** SVG path of the brand mark (simple-icons, 24x24). */
  logo: string;
}

const tile = (icon: SimpleIcon, use: string): IntegrationTile => ({ name: icon.title, use, logo: icon.path });

/**
 * Tools GoHighLevel connects with. Read only by the home loader at build time, so the icon data ships in the
 * prerendered HTML rather than in the JavaScript bundle.
 */
export const integrations: IntegrationTile[] = [
  tile(siStripe, "Payments and SaaS billing"),
  tile(siPaypal, "Checkout payments"),
  tile(siGooglecalendar, "Two-way calendar sync"),
  tile(siGmail, "Inbox sync in Conversations"),
  tile(siGoogleads, "Ad Manager and attribution"),
  tile(siGoogleanalytics, "Funnel analytics"),
  tile(siFacebook, "Lead ads and Messenger"),
  tile(siInstagram, "DMs and Social Planner"),
  tile(siWhatsapp, "WhatsApp conversations"),
  tile(siTiktok, "Social Planner posts"),
  tile(siShopify, "Orders and abandoned carts"),
  tile(siWoocommerce, "Store orders and customers"),
  tile(siWordpress, "Sites and form embeds"),
  tile(siQuickbooks, "Invoices and accounting"),
  tile(siZapier, "Thousands of app triggers"),
  tile(siMake, "Visual scenario automation"),
];
