import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { adminPlugin } from "./app/content/.server/admin-plugin";
import { siteContentPlugin } from "./app/content/.server/vite-plugin";
import { loadDotEnv, readSettings } from "./config/settings.mjs";

loadDotEnv();

export default defineConfig({
  plugins: [siteContentPlugin(), adminPlugin(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Site settings are fixed at build time, so prerendered HTML and the client bundle agree.
  define: { __SITE_SETTINGS__: JSON.stringify(readSettings()) },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // A few larger chunks instead of ~20 tiny ones: fewer requests queue behind HTTP/1.1's six connections.
        manualChunks(id) {
          // Loaded on demand only (Core Web Vitals reporting, when analytics is configured): its own chunk.
          if (id.includes("/node_modules/web-vitals/")) return undefined;
          if (id.includes("/node_modules/")) return "vendor";
          if (id.includes("virtual:site-content")) return "app";
          // The search's logic loads with its dialog, when a visitor opens the search, not with every page.
          if (id.endsWith("/app/lib/search.ts")) return undefined;
          if (/\/app\/(components\/(ui|layout|forms)|lib|content)\//.test(id)) return "app";
          return undefined;
        },
      },
    },
  },
});
