import type { IndustryLink } from "~/content-model/industries";
import type { Service, ServicePage, ServicePageWords, SnapshotListing } from "~/content-model/types";

/** What a /services/{slug} page shows, from its route's loader. */
export interface ServiceDetailProps {
  service: Service;
  page: ServicePage;
  related: Service[];
  snapshots: (SnapshotListing & { price: number; previewHtml: string })[];
  /** How many services there are (counted by the loader). */
  serviceCount: number;
  /** The enquiry's subject key for this service (`service:<slug>`), made by the loader. */
  interest: string;
  /** The industry pages that name this service: its "Built for ..." links. */
  industries?: IndustryLink[];
  /** The page's section words and the breadcrumbs' names (content/data/page-words.yml), from the loader. */
  words: ServicePageWords;
  /** A picture of the service for the hero's right column from lg (the hero is one column without it). */
  heroVisual?: React.ReactNode;
}
