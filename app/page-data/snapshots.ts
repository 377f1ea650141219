import { snapshotBuyNow, snapshotDetails, snapshotPrices, storeCheckout } from "virtual:site-content";
import { formatDollars } from "../../lib/pricing";
import { interestKey } from "../../lib/interest";
import {
  PREVIEW_SIZES,
  snapshotPreviewAlt,
  snapshotPreviewModel,
  snapshotPreviewPath,
} from "~/page-data/snapshot-preview";
import { themedImageHtml } from "../../lib/themed-image";
import { industriesListing } from "../content-model/industries";
import { findSnapshot, snapshotCategories } from "../content-model/snapshot-catalog";

export { snapshotDetails };

/**
 * Everything the detail page shows for one snapshot: catalog row, niche words, the shared prices and the Buy Now
 * popup's copy. Loaders call this, so the words reach the page as data.
 */
export function snapshotPageData(slug: string) {
  const listing = findSnapshot(slug);
  const detail = snapshotDetails.find((entry) => entry.slug === slug);
  if (!listing || !detail) return null;
  const category = snapshotCategories.find((entry) => entry.id === listing.category);
  // A production build offers to buy only what it can deliver (a GoHighLevel id and a spec sheet); the others show
  // their price and take a question (decision 055).
  const forSale = detail.forSale;
  const words = forSale ? snapshotBuyNow : snapshotBuyNow.ask;
  return {
    listing,
    detail: forSale ? detail : { ...detail, checkoutUrl: undefined },
    price: listing.price,
    // A production build has no former price until it is verified: the box then shows the price alone.
    originalPrice: snapshotPrices.originalPrice,
    categoryName: category?.name ?? "",
    // The preview at the top of the page: the card's drawing on phones, the page's from sm, both themes (HTML made
    // here, so the page carries no code for it).
    previewHtml: themedImageHtml({
      src: snapshotPreviewPath(slug, "card"),
      wideSrc: snapshotPreviewPath(slug, "page"),
      alt: snapshotPreviewAlt(snapshotPreviewModel(listing, detail)),
      ...PREVIEW_SIZES.page,
      className: "block h-auto w-full",
    }),
    // Its own questions only: the questions every purchase shares are answered once, on the marketplace page.
    faq: detail.faq,
    industries: industriesListing("snapshots", slug),
    buyNow: {
      title: words.title.replaceAll("{name}", listing.name),
      subtitle: words.subtitle.replaceAll("{name}", listing.name),
      interest: interestKey("snapshot", slug),
      // "Pay" on the page and in the popup while the site sells itself: a plain form post with the slug only.
      ...(storeCheckout && forSale
        ? {
            pay: {
              action: storeCheckout,
              slug,
              label: snapshotBuyNow.pay.replaceAll("{price}", formatDollars(listing.price)),
            },
          }
        : {}),
      // The button's words when the snapshot is not for sale: the question popup, never "Buy Now".
      ...(forSale ? {} : { ask: snapshotBuyNow.ask.button }),
    },
  };
}

export type SnapshotPageData = NonNullable<ReturnType<typeof snapshotPageData>>;
