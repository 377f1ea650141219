import { createReadStream, existsSync, readdirSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { readSettings } from "../../../config/settings.mjs";
import { adminPreviewScript, previewData } from "./admin-preview";
import { adminIndexHtml, adminLogoSvg, cmsConfigYaml, cmsSetupNotes, isDecapFile } from "./cms-config";
import { loadContent, siteContent, tokenValuesOf } from "./load";
import { DEFAULT_LANG, LANGS } from "../../../config/languages.mjs";

/** The preview script, with the site's stylesheet at `stylesheet`. */
function previewScript(stylesheet: string): string {
  const content = siteContent();
  // A translation in the preview reads its tokens in its own language ("48 horas").
  const translated = Object.fromEntries(
    LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => [
      lang,
      tokenValuesOf(loadContent(undefined, undefined, undefined, lang)),
    ]),
  );
  return adminPreviewScript(previewData(stylesheet, content, tokenValuesOf(content), translated));
}

/** Decap CMS's prebuilt files (the npm package `decap-cms`, a devDependency): nothing is loaded from a CDN. */
function decapDist(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
};

/**
 * The CMS at /admin. At build (client build only) it writes build/client/admin/: index.html, config.yml generated
 * from the content schemas, and Decap's script with its lazily loaded chunks (no source maps, no `*.cms.js`
 * duplicates). In development it serves the same under /admin/, the config fresh on every request, so
 * `npm run cms` (react-router dev + decap-server) edits the content folder from http://localhost:5173/admin/.
 */
export function adminPlugin(): Plugin[] {
  const root = process.cwd();
  return [adminFiles(root), keepRouterFiveOutOfPrebundle()];
}

/**
 * decap-cms (a devDependency) brings react-router-dom 5 into node_modules, and React Router's Vite plugin adds
 * react-router-dom to the dev server's dependency pre-bundling whenever it resolves, which fails against
 * react-router 7 and stops `react-router dev`. The site never imports react-router-dom, so it is taken out again.
 */
function keepRouterFiveOutOfPrebundle(): Plugin {
  return {
    name: "decap-admin:no-react-router-dom-prebundle",
    apply: "serve",
    enforce: "post",
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include) config.optimizeDeps!.include = include.filter((name) => name !== "react-router-dom");
    },
  };
}

function adminFiles(root: string): Plugin {
  return {
    name: "decap-admin",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? "").split("?")[0] ?? "";
        if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return next();
        const name = pathname.slice("/admin/".length);
        const send = (type: string, body: string) => {
          res
            .writeHead(200, { "Content-Type": type, "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" })
            .end(body);
        };
        try {
          if (pathname === "/admin" || name === "" || name === "index.html")
            return send(TYPES[".html"]!, adminIndexHtml(readSettings().brandName));
          if (name === "config.yml") return send(TYPES[".yml"]!, cmsConfigYaml({ root }));
          if (name === "logo.svg") return send(TYPES[".svg"]!, adminLogoSvg(readSettings().brandName));
          // In development the stylesheet is Vite's own, compiled on request.
          if (name === "preview.js") return send(TYPES[".js"]!, previewScript("/app/app.css?direct"));
        } catch (error) {
          return next(error);
        }
        const file = path.join(decapDist(), name);
        if (!isDecapFile(name) || !existsSync(file)) {
          res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
          return;
        }
        res.writeHead(200, {
          "Content-Type": TYPES[path.extname(name)] ?? "application/octet-stream",
          "Cache-Control": "no-cache",
        });
        createReadStream(file).pipe(res);
      });
    },
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      // The site's stylesheet as built (hashed name), for the preview pane.
      const stylesheet = Object.keys(bundle).find((file) => /^assets\/app-[\w-]+\.css$/.test(file));
      if (!stylesheet) throw new Error("admin: the site's stylesheet (assets/app-*.css) is not in the build");
      const out = path.join(options.dir, "admin");
      const dist = decapDist();
      const files = readdirSync(dist).filter(isDecapFile);
      await mkdir(out, { recursive: true });
      await Promise.all([
        writeFile(path.join(out, "index.html"), adminIndexHtml(readSettings().brandName)),
        writeFile(path.join(out, "config.yml"), cmsConfigYaml({ root })),
        writeFile(path.join(out, "logo.svg"), adminLogoSvg(readSettings().brandName)),
        writeFile(path.join(out, "preview.js"), previewScript(`/${stylesheet}`)),
        ...files.map((file) => copyFile(path.join(dist, file), path.join(out, file))),
      ]);
      const notes = cmsSetupNotes();
      this.environment.logger.info(
        `admin: Decap CMS (${files.length} files) and config.yml in ${path.relative(root, out)}${notes.length ? ` (note: ${notes.join("; ")})` : ""}`,
      );
    },
  };
}
