import type { Config } from "@react-router/dev/config";
import { siteContent } from "./app/content-model/.server/load";
import { readGroup } from "./config/settings.mjs";
import { prerenderPaths } from "./app/page-data/routes-list";
import { LANGUAGES } from "./config/languages.mjs";

export default {
  ssr: false,
  // BUILD_DIR sends a build elsewhere (tests build into a temporary folder and leave build/ to the e2e suite).
  // Prerendering imports the server bundle from there, so a folder outside the project needs node_modules beside it
  // (tests/content/helpers.ts links it). scripts/build/postbuild.ts (npm run build) still works on build/ only.
  buildDirectory: readGroup("build").BUILD_DIR,
  // The Spanish pass renders the same routes under /es (config/languages.mjs); scripts/build/build.ts merges it.
  basename: LANGUAGES[readGroup("build").SITE_LANG].prefix || "/",
  // Every page is prerendered from the content files: adding a post or a snapshot file adds its page. Two at a time:
  // while one share card is rasterised off the main thread (app/page-data/.server/images.ts), the next page renders.
  prerender: { paths: () => prerenderPaths(siteContent(), readGroup("build").SITE_LANG), concurrency: 2 },
  // React Router 8's changes stay off until the upgrade to 8 (each is a behavior change to test then); naming them
  // here keeps the build and `npm run cms` from printing a warning for each.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
