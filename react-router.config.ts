import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes-list";

export default {
  ssr: false,
  // Every page is prerendered from the content lists: adding a post or a snapshot adds its page.
  prerender: () => prerenderPaths(),
} satisfies Config;
