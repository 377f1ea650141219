// The layers of the code (docs/decisions/024-layers.md, 061-folders-that-name-themselves.md, ARCHITECTURE.md), kept by
// `npm run lint`. The top-level folders, from the bottom: config -> lib -> contracts -> app -> server -> scripts -> tests.
// Inside app/: content-model -> page-data -> components -> routes and app's root files.
const PRODUCTION = "^(app|config|contracts|lib|server)/";
const TEST_CODE = "(^|/)(tests/|testing/)|\\.(test|spec)\\.[cm]?[jt]sx?$|(^|/)test-[^/]+$";

/** A layer may use the ones below it, never one above it. */
const layer = (name, from, above, comment) => ({
  name,
  severity: "error",
  comment,
  from: { path: from },
  to: { path: above },
});

/** The top-level folders in their order, each with what it is; a folder imports only those before it. */
const TOP_LEVEL = [
  ["config", "config/ reads settings only: everything may use it, it uses nothing of the project."],
  [
    "lib",
    "lib/ holds pure helpers that know nothing of the content; one that reads content or its types belongs in app/page-data.",
  ],
  [
    "contracts",
    "contracts/ is what the build writes and the server reads: it knows lib/ and config/, not the content loader or the server.",
  ],
  ["app", "The site's code runs in browsers and at build: it never imports the Node server or the build scripts."],
  [
    "server",
    "The server reads what the build wrote (contracts/); it may name the content's types, never load pages or tools.",
  ],
  ["scripts", "scripts/ holds tools (build steps, benchmarks, checks): code that production needs lives below it."],
  ["tests", "tests/ spans the whole site and may use anything; nothing imports it."],
];
const topLevelOneWay = TOP_LEVEL.slice(0, -1).map(([folder, comment], index) =>
  layer(
    `top-level-one-way-${folder}`,
    `^${folder}/`,
    `^(${TOP_LEVEL.slice(index + 1)
      .map(([above]) => above)
      .join("|")})/`,
    comment,
  ),
);

export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Files that import each other, directly or through others, have no order to read or test them in: cut the shared part into a file both import.",
      from: {},
      to: { circular: true },
    },
    ...topLevelOneWay,
    layer(
      "content-model-below-page-data",
      "^app/content-model/",
      "^(app/(page-data|components|routes)/|app/[^/]+$)",
      "app/content-model describes and loads the content; what pages make of it lives above, in app/page-data.",
    ),
    layer(
      "page-data-below-components",
      "^app/page-data/",
      "^(app/(components|routes)/|app/[^/]+$)",
      "app/page-data turns content into what pages show; components and routes use it, not the other way.",
    ),
    layer(
      "components-below-routes",
      "^app/components/",
      "^(app/routes/|app/[^/]+$)",
      "Components are used by routes and the root, never the reverse.",
    ),
    layer(
      "server-not-above-the-content",
      "^server/",
      "^app/(page-data|components|routes)/|^app/[^/]+$",
      "The server reads what the build wrote (contracts/), never pages or components.",
    ),
    {
      name: "server-reads-no-content-loader",
      severity: "error",
      comment:
        "The server may name content types, but never loads app/content-model at run time (no YAML or Markdown stack in production).",
      from: { path: "^server/", pathNot: TEST_CODE },
      to: { path: "^app/content-model/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-tests-in-production",
      severity: "error",
      comment: "Production code never imports tests, test helpers or stubs.",
      from: { path: PRODUCTION, pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules|test-results|playwright-report|data)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".d.ts"],
    },
  },
};
