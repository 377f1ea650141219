import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { loadDotEnv, readSettings } from "./config/settings.mjs";

loadDotEnv();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Site settings are fixed at build time, so prerendered HTML and the client bundle agree.
  define: { __SITE_SETTINGS__: JSON.stringify(readSettings()) },
  build: { assetsInlineLimit: 0 },
});
