import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { adminPlugin } from "./app/content/.server/admin-plugin";
import { siteContentPlugin } from "./app/content/.server/vite-plugin";
import { loadDotEnv, readSettings } from "./config/settings.mjs";

loadDotEnv();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [siteContentPlugin(), adminPlugin(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Site settings are fixed at build time, so prerendered HTML and the client bundle agree.
  define: { __SITE_SETTINGS__: JSON.stringify(readSettings()) },
  build: {
    assetsInlineLimit: 0,
    // Terser packs React and React Router about 3 KB (gzipped) smaller than the default esbuild minifier, on every page.
    // The server bundle only prerenders the pages at build time: minifying it would cost seconds for nothing.
    minify: isSsrBuild ? false : "terser",
    // One compression pass: a second made no page smaller (138.0 KB home either way) and took 3 s of every build.
    terserOptions: { compress: { passes: 1 } },
    // The post-build step measures and compresses what is served; Vite's own gzip report of every file is not needed.
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        // React and React Router in one chunk; the site's own modules are split by the pages that use them, so a page
        // loads its own content and components, not every page's (they load after the first paint anyway).
        manualChunks(id) {
          // Loaded on demand only (Core Web Vitals reporting, when analytics is configured): its own chunk.
          if (id.includes("/node_modules/web-vitals/")) return undefined;
          if (id.includes("/node_modules/")) return "vendor";
          return undefined;
        },
      },
    },
  },
}));
