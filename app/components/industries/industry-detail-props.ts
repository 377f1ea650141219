// What an /industries/{slug} page hands its layout; in a file of its own because the sections, whose code loads on
// demand, take the same props and must not import the layout that loads them.
import type { BlogCardData } from "~/components/blog/BlogCard";
import type { IndustryVisual } from "~/page-data/industry-visual";
import type { IndustryPage, IndustryPageWords, Service, SnapshotListing } from "~/content-model/types";

export interface IndustryDetailProps {
  industry: IndustryPage;
  snapshots: (SnapshotListing & { previewHtml: string })[];
  services: Service[];
  posts: BlogCardData[];
  /** The enquiry's subject key for this page (`industry:<slug>`), made by the loader. */
  interest: string;
  /** The hero picture's inline SVG, full and for phones (app/page-data/industry-visual.ts), made by the loader. */
  visual: IndustryVisual;
  /** The page's section words, the breadcrumbs' names and its badge (content/data/page-words.yml), from the loader. */
  words: IndustryPageWords;
}
