import { deferredSection } from "~/components/ui/DeferredSection";

/** The sections below an industry page's hero: painted from the HTML, their code fetched as they near the viewport. */
export const IndustrySections = deferredSection(() =>
  import("./IndustrySections").then((module) => module.IndustrySections),
);
