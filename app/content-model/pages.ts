import {
  contactInterest,
  contactPage,
  contactPromises,
  blogPage,
  homePage,
  industriesPage,
  marketplacePage,
  notFoundPage,
  pricingPage,
  searchPage,
  servicesPage,
  snapshotNotFoundPage,
  thankYouPage,
} from "virtual:site-content";

/**
 * Page copy that states facts or counts (content/data/pages.yml, tokens already filled in). Read it in a route's
 * loader and pass it to the page, so the words travel as prerendered data rather than JavaScript; only the two
 * not-found views read theirs directly, because they also render as error boundaries without loader data.
 */
export {
  blogPage,
  contactInterest,
  contactPage,
  contactPromises,
  homePage,
  industriesPage,
  marketplacePage,
  notFoundPage,
  pricingPage,
  searchPage,
  servicesPage,
  snapshotNotFoundPage,
  thankYouPage,
};
