import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import explainedCasts from "./scripts/checks/eslint-explained-casts.mjs";
import prettier from "eslint-config-prettier";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type-aware rules read the types of tsconfig.json through TypeScript's project service (decision 062).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // Plain JavaScript is not type-checked (tsconfig's checkJs is off): every value there would read as `any`.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
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
    files: ["**/*.{ts,tsx}"],
    rules: {
      // An async function with no await is how a Promise-returning interface is met (a throw becomes a rejection).
      // What costs a bug is a promise returned from a try without await, so its rejection skips the catch.
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/return-await": ["error", "error-handling-correctness-only"],
      // The database holds no BLOB columns, so libSQL's cell type never carries its ArrayBuffer here.
      "@typescript-eslint/no-base-to-string": [
        "error",
        { ignoredTypeNames: ["Error", "RegExp", "URL", "URLSearchParams", "ArrayBuffer"] },
      ],
      // React Router's loaders end a request by throwing a Response or data(): that is its API, not a lost error.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
    },
  },
  {
    // Links come from app/components/ui/Link.tsx, which leaves out React Router's data-discover attribute.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/ui/Link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Import Link and NavLink from ~/components/ui/Link.",
            },
          ],
        },
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
  {
    // A cast is trusted by the compiler: in production code it says why it holds (decision 062).
    files: ["{app,config,contracts,scripts,server}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/testing/**", "**/test-*"],
    plugins: { house: { rules: { "explained-casts": explainedCasts } } },
    rules: { "house/explained-casts": "error" },
  },
  {
    // Tests read parsed JSON and page results as `any` to assert on them, run page scripts with `new Function` as a
    // browser would, and hand methods such as `mock.fn` to expect(). Floating promises and needless casts still fail.
    files: ["tests/**", "**/*.test.{ts,tsx}", "**/testing/**"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-implied-eval": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-base-to-string": "off",
      "@typescript-eslint/restrict-template-expressions": "off",
    },
  },
  // Last: the layout rules Prettier owns are off (decision 064).
  prettier,
);
