import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { brandMarkSvg } from "~/lib/artwork";

// Build-time only: these run in loaders while prerendering and never reach the browser.
const require = createRequire(import.meta.url);

async function font(weight: 400 | 700) {
  return readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The default 1200x630 share image: brand, promise and proof points, with Inter text rendered to paths. */
export async function shareImagePng(brandName: string): Promise<Buffer> {
  const markUri = `data:image/svg+xml;base64,${Buffer.from(brandMarkSvg(96)).toString("base64")}`;
  const tree = h(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      background: "linear-gradient(135deg, #1d4ed8 0%, #2563eb 45%, #7c3aed 100%)",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 24 }, [
        { type: "img", props: { src: markUri, width: 84, height: 84 } },
        h("div", { fontSize: 44, fontWeight: 700 }, brandName),
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: 20 }, [
        h("div", { fontSize: 68, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5, maxWidth: 980 }, "GoHighLevel systems that turn leads into booked revenue"),
        h("div", { fontSize: 30, color: "#dbeafe" }, "Funnels · CRM pipelines · Automations · White-label SaaS · Snapshots"),
      ]),
      h("div", { display: "flex", gap: 40, fontSize: 28, fontWeight: 700 }, [
        h("div", { display: "flex" }, "500+ projects"),
        h("div", { display: "flex" }, "7-10 day delivery"),
        h("div", { display: "flex" }, "24/7 support"),
      ]),
    ],
  );
  const svg = await satori(tree as never, {
    width: 1200,
    height: 630,
    fonts: [
      { name: "Inter", data: await font(400), weight: 400, style: "normal" },
      { name: "Inter", data: await font(700), weight: 700, style: "normal" },
    ],
  });
  return svgToPng(svg, 1200);
}

export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

export function brandIconPng(size: number): Buffer {
  return svgToPng(brandMarkSvg(size), size);
}
