import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Syncing state from browser-only sources after hydration (sessionStorage, matchMedia) is intended here.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }] },
  },
  {
    // Links come from app/components/ui/Link.tsx, which leaves out React Router's data-discover attribute.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/ui/Link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-router", importNames: ["Link", "NavLink"], message: "Import Link and NavLink from ~/components/ui/Link." }] },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests and scripts run code inside the page and use Playwright's fixture `use`, not React hooks.
    files: ["tests/**", "scripts/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
