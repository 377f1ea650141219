import type { ServicePage } from "../types";

export const page: ServicePage = {
  slug: "ecommerce-integration",
  metaTitle: "GoHighLevel E-commerce & Abandoned Cart Recovery",
  metaDescription:
    "GoHighLevel stores, order bumps, Shopify and WooCommerce syncs and abandoned-cart Workflows that typically recover 10-15% of abandoned carts for your store.",
  headline: "Store Integrations That Bring Buyers Back",
  lead: "We connect your online store to GoHighLevel, or build the store inside it, so every order, customer and abandoned checkout feeds your CRM. Abandoned-cart recovery, post-purchase follow-up and win-back campaigns then run on their own.",
  overview: [
    "There are two ways to do this, and we recommend one after looking at your catalogue. If you sell a handful of physical products, digital goods, gift cards or service packages, we build the store in GoHighLevel itself: products in Payments with prices, variants and inventory, a store or checkout funnel with order forms, order bumps and one-click upsells, shipping rates, tax settings and coupon codes, taking payment through Stripe or another connected gateway. If you already run a large catalogue on Shopify or WooCommerce, we leave the store where it is and connect it.",
    "The Shopify integration brings customers, orders and abandoned checkouts into the sub-account, so Workflows can start on a placed order, a fulfilled order or a checkout that was begun and not finished. For WooCommerce we use the available integration or, where a shop needs more control, webhooks from the store that post order and cart events to a Workflow's inbound webhook trigger, mapping product names, order totals and cart links into Custom Fields. Either way, every buyer becomes a contact with order count, lifetime spend and last-purchase date you can segment on.",
    "Then we build the follow-up that pays for the project. The abandoned-cart sequence sends an email about an hour after the checkout is left, a text the next day to contacts who gave SMS consent, and a last email with an incentive if you choose to offer one, and it stops the moment an order arrives. Post-purchase Workflows confirm the order, share delivery updates, ask for a review once the product has had time to arrive, suggest a related product after a set number of days, and invite lapsed buyers back after 60 or 90 days.",
  ],
  audience: [
    "Shopify brands whose email app knows about orders while texting, customer service and wholesale enquiries live somewhere else, leaving nobody with a full view of the customer.",
    "WooCommerce shops on WordPress with no abandoned-cart follow-up at all, or a single plugin email nobody has reviewed in years.",
    "Coaches, consultants and local businesses selling a few products, gift cards or prepaid packages who don't need a full e-commerce platform and would rather sell straight from GoHighLevel.",
    "Florists, boutiques and specialty food sellers who depend on seasonal peaks and want past buyers contacted before Valentine's Day, Mother's Day and the holidays.",
    "Agencies taking on e-commerce clients who need a repeatable way to connect a store and launch recovery and retention flows in each new sub-account.",
  ],
  features: [
    {
      title: "Native GoHighLevel store",
      description:
        "Products with variants, images, inventory tracking and shipping zones, sold through a store or checkout funnel on your own domain.",
    },
    {
      title: "Order bumps and one-click upsells",
      description:
        "A tick-box add-on on the order form and an upsell page after payment that charges the saved card in one click, with no details to re-enter.",
    },
    {
      title: "Payment gateway setup",
      description:
        "Stripe, PayPal or another supported gateway connected to the sub-account, with live test transactions and a refund run before launch.",
    },
    {
      title: "Shopify integration",
      description:
        "Customers, orders and abandoned checkouts synced from Shopify, with Workflows that start when an order is placed, fulfilled or left unfinished.",
    },
    {
      title: "WooCommerce connection",
      description:
        "Order and cart events from WooCommerce passed to GoHighLevel through the integration or webhooks, with the fields your follow-up needs mapped on the way in.",
    },
    {
      title: "Abandoned-cart recovery sequence",
      description:
        "A timed email and SMS sequence that links back to the saved cart, names the product left behind, and stops as soon as the order is placed.",
    },
    {
      title: "Coupons and incentives",
      description:
        "Discount codes with expiry dates created for recovery and win-back messages, so incentives only go to shoppers who need a final nudge.",
    },
    {
      title: "Post-purchase journeys",
      description:
        "Order confirmation, shipping updates, how-to-use content and a review request timed to arrive after delivery rather than before it.",
    },
    {
      title: "Customer value fields",
      description:
        "Order count, total spend, last order date and first product bought stored on each contact, ready for Smart Lists and targeted campaigns.",
    },
    {
      title: "Win-back and replenishment reminders",
      description:
        "Reminders timed for when a consumable product is likely to run out, and offers for customers who haven't ordered in your chosen number of days.",
    },
    {
      title: "Text-2-Pay and invoices",
      description:
        "Payment links by text and invoices for phone orders, custom pieces and deposits, recorded against the contact like any online sale.",
    },
  ],
  benefits: [
    {
      title: "Revenue you were already losing",
      description:
        "A well-timed abandoned-cart sequence typically brings back 10-15% of abandoned carts, sales that would otherwise simply disappear.",
    },
    {
      title: "One record per customer",
      description:
        "Orders, conversations, reviews and support threads sit on a single contact, so whoever answers a question can see exactly what that customer bought.",
    },
    {
      title: "Bigger baskets",
      description:
        "Order bumps and post-purchase upsells add to the order at the moment a buyer is most willing to spend, without a pushy sales page.",
    },
    {
      title: "Buyers who come back",
      description:
        "Replenishment reminders and win-back offers turn one-time buyers into regulars without anyone writing a manual email each week.",
    },
    {
      title: "Fewer apps on the bill",
      description:
        "Email, SMS and automation that once needed separate store apps run inside the GoHighLevel account you already pay for.",
    },
    {
      title: "Reviews at the right moment",
      description:
        "Requests sent after delivery reach happy customers while the product is new, adding proof to your product pages and your Google profile.",
    },
    {
      title: "Segments with meaning",
      description:
        "Lifetime spend and purchase history let you treat your best customers differently from one-off bargain hunters, in both offers and tone.",
    },
  ],
  process: [
    {
      title: "Store and data review",
      description:
        "We look at your catalogue, platform, checkout and any existing email and SMS flows, then recommend a native store or an integration and explain why.",
    },
    {
      title: "Build or connect",
      description:
        "We build products and checkout in GoHighLevel, or connect Shopify or WooCommerce and confirm that orders, customers and carts arrive with the right fields.",
    },
    {
      title: "Recovery and retention Workflows",
      description:
        "We write and build the abandoned-cart, post-purchase, review and win-back sequences, using SMS only for contacts who have given consent.",
    },
    {
      title: "Test orders and launch",
      description:
        "We place real test orders and abandon real carts to check that every message fires and stops correctly, then hand over with 30 days of free support.",
    },
  ],
  faqs: [
    {
      question: "How much revenue does abandoned-cart recovery actually bring back?",
      answer:
        "A properly timed email and SMS sequence typically recovers 10-15% of abandoned carts. Where your store lands in that range depends on your price points, how many shoppers leave a phone number with SMS consent, and whether you offer an incentive in the final message. We tag every recovered order, so you can see the figure for your own store instead of taking ours on trust.",
    },
    {
      question: "Should we move our Shopify store into GoHighLevel?",
      answer:
        "Usually not. Shopify is a strong store platform, and if your catalogue, apps and fulfilment are set up there, we leave it in place and connect it so GoHighLevel handles the CRM, messaging and automation. A GoHighLevel store makes more sense for small catalogues, digital products, services and packages, where running one platform is simpler and cheaper.",
    },
    {
      question: "What does an e-commerce integration cost and how long does it take?",
      answer:
        "Connecting an existing store and building the recovery, post-purchase and win-back Workflows typically fits the Starter plan at $499/mo (15-20 hours) and is delivered in 7-10 days, with work starting within 5-7 business days. A full store build in GoHighLevel with many products, upsells and shipping rules fits the Standard plan at $799/mo. Platform fees such as your Shopify plan, card processing and SMS usage are separate and paid to those providers.",
    },
    {
      question: "Can you bring over customers and order history from our old system?",
      answer:
        "Customers import by CSV with tags and Custom Fields for total spend and last order date, so segmentation works from the first day. Individual order line items generally don't import as GoHighLevel orders, so we carry the summary values across instead. Email flows from Klaviyo, Keap, ClickFunnels or Kartra are rebuilt as Workflows, and unsubscribe and SMS opt-out status is preserved so nobody who opted out hears from you again.",
    },
    {
      question: "What happens if a sequence stops working after launch?",
      answer:
        "Integrations can break when a store changes an app, a theme or a checkout setting, so we show your team how to confirm that events are still arriving. Within 30 days of delivery, our 30-day guarantee covers fixing anything we built that doesn't work as agreed, and 30 days of free support covers questions and small changes. After that, monthly support from $297 keeps an eye on your flows, with a first reply to every support request within 48 hours.",
    },
  ],
  cta: {
    title: "Get Your Store Connected and Recovering Carts",
    subtitle: "Tell us where you sell today and we'll show you how we would connect it and which recovery flows we'd build first.",
  },
  related: ["funnel-website-creation", "email-marketing-automation", "sms-voice-messaging"],
  snapshots: ["ecommerce-brand", "retail-boutique", "florist"],
};
