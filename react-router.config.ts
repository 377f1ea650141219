import type { Config } from "@react-router/dev/config";
import { siteContent } from "./app/content/.server/load";
import { prerenderPaths } from "./app/content/routes-list";

export default {
  ssr: false,
  // Every page is prerendered from the content files: adding a post or a snapshot file adds its page.
  prerender: () => prerenderPaths(siteContent()),
} satisfies Config;
