// The layers of the code (docs/decisions/024-layers.md, ARCHITECTURE.md), kept by `npm run lint`. From the bottom:
// config -> app/lib -> handover -> app/content -> app/content-lib -> app/components -> app/routes and app's root files.
// The server stands beside the app on the lower layers; scripts/ and tests/ sit on top and may use anything.
const PRODUCTION = "^(app|config|handover|server)/";
const TEST_CODE = "(^|/)(tests/|testing/)|\\.(test|spec)\\.[cm]?[jt]sx?$|(^|/)test-[^/]+$";

/** A layer may use the ones below it, never one above it. */
const layer = (name, from, above, comment) => ({
  name,
  severity: "error",
  comment,
  from: { path: from },
  to: { path: above },
});

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
    layer(
      "config-is-the-floor",
      "^config/",
      "^(app|handover|server|scripts|tests)/",
      "config/ reads settings only: everything may use it, it uses nothing of the project.",
    ),
    layer(
      "lib-is-pure",
      "^app/lib/",
      "^(app/(content|content-lib|components|routes)/|app/[^/]+$|handover/|server/|scripts/)",
      "app/lib holds helpers that know nothing of the content: one that reads content or its types belongs in app/content-lib.",
    ),
    layer(
      "handover-below-content",
      "^handover/",
      "^(app/(content|content-lib|components|routes)/|app/[^/]+$|server/|scripts/)",
      "handover/ is what the build writes and the server reads: it knows app/lib and config, not the content loader or the server.",
    ),
    layer(
      "content-below-its-helpers",
      "^app/content/",
      "^(app/(content-lib|components|routes)/|app/[^/]+$|server/|scripts/)",
      "app/content describes and loads the content; what pages make of it lives above, in app/content-lib.",
    ),
    layer(
      "content-lib-below-components",
      "^app/content-lib/",
      "^(app/(components|routes)/|app/[^/]+$|server/|scripts/)",
      "app/content-lib turns content into what pages show; components and routes use it, not the other way.",
    ),
    layer(
      "components-below-routes",
      "^app/components/",
      "^(app/routes/|app/[^/]+$|server/|scripts/)",
      "Components are used by routes and the root, never the reverse.",
    ),
    layer(
      "app-not-server",
      "^app/",
      "^(server|scripts)/",
      "The site's code runs in browsers and at build: it never imports the Node server or the build scripts.",
    ),
    layer(
      "nothing-imports-scripts",
      PRODUCTION,
      "^scripts/",
      "scripts/ holds tools (build steps, benchmarks, checks): code that production needs lives in server/, handover/ or config/.",
    ),
    layer(
      "server-not-above-the-content",
      "^server/",
      "^app/(content-lib|components|routes)/|^app/[^/]+$",
      "The server reads what the build wrote (handover/), never pages or components.",
    ),
    {
      name: "server-reads-no-content-loader",
      severity: "error",
      comment:
        "The server may name content types, but never loads app/content at run time (no YAML or Markdown stack in production).",
      from: { path: "^server/", pathNot: TEST_CODE },
      to: { path: "^app/content/", dependencyTypesNot: ["type-only"] },
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
