import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg, renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { HERO } from "~/content-model/home-hero";
import { brandMarkSvg } from "../../../lib/brand-mark";

// Build-time only: these run in loaders while prerendering and never reach the browser.
const require = createRequire(import.meta.url);

/** Inter for the cards' text, read once per build. */
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | undefined;
function cardFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: "Inter",
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: "normal" as const,
    })),
  );
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The default 1200x630 share image: brand, the hero promise and the services, with Inter text rendered to paths. */
export async function shareImagePng(brandName: string, tagline: string): Promise<Buffer> {
  const markUri = `data:image/svg+xml;base64,${Buffer.from(brandMarkSvg(96)).toString("base64")}`;
  const tree = h(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "flex-start",
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
      h("div", { display: "flex", flexDirection: "column", gap: 24, marginTop: 150, width: 1040 }, [
        h(
          "div",
          { display: "flex", width: 1040, fontSize: 68, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 },
          `${HERO.titleStart} ${HERO.titleAccent}`,
        ),
        h("div", { fontSize: 30, color: "#dbeafe" }, tagline),
      ]),
    ],
  );
  return renderCard(tree);
}

/**
 * A page's 1200x630 share card: its cover artwork, darkened, with a label (a post's category, "Service", a snapshot's
 * category), the page's title and a footer line (the brand) on top. Blog posts, services and snapshots use it.
 * React Router asks each image's loader twice while prerendering (for the file and its data), so a card is drawn once
 * per build and handed out again.
 */
export function shareCardPng(input: {
  label: string;
  title: string;
  footer: string;
  coverSvg: string;
}): Promise<Buffer> {
  const key = JSON.stringify(input);
  let card = drawnCards.get(key);
  if (!card) {
    card = drawShareCard(input);
    drawnCards.set(key, card);
    card.catch(() => drawnCards.delete(key));
  }
  return card;
}
const drawnCards = new Map<string, Promise<Buffer>>();

async function drawShareCard(input: {
  label: string;
  title: string;
  footer: string;
  coverSvg: string;
}): Promise<Buffer> {
  const tree = h(
    "div",
    { width: "100%", height: "100%", display: "flex", position: "relative", fontFamily: "Inter", color: "#ffffff" },
    [
      h("div", {
        position: "absolute",
        top: 0,
        left: 0,
        width: 1200,
        height: 630,
        background: "linear-gradient(180deg, rgba(15,23,42,0.2) 0%, rgba(15,23,42,0.78) 45%, rgba(15,23,42,0.92) 100%)",
      }),
      h(
        "div",
        { position: "absolute", left: 72, right: 72, bottom: 64, display: "flex", flexDirection: "column", gap: 22 },
        [
          h("div", { display: "flex" }, [
            h(
              "div",
              {
                fontSize: 26,
                fontWeight: 700,
                padding: "8px 18px",
                borderRadius: 999,
                background: "rgba(255,255,255,0.18)",
              },
              input.label,
            ),
          ]),
          h("div", { fontSize: 60, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.2 }, input.title),
          h("div", { fontSize: 28, color: "#dbeafe" }, input.footer),
        ],
      ),
    ],
  );
  // The artwork goes straight under the text as SVG (not as an embedded image satori would nest): a third less work
  // for the rasterizer, and the same picture.
  const text = await satori(tree as never, { width: 1200, height: 630, fonts: await cardFonts() });
  return cachedPng(underlay(input.coverSvg, text), 1200);
}

/** `top` (an SVG document) with the drawing of `bottom` (another of the same size) beneath its own content. */
export function underlay(bottom: string, top: string): string {
  const inner = bottom.slice(bottom.indexOf(">", bottom.indexOf("<svg")) + 1, bottom.lastIndexOf("</svg>"));
  const open = top.indexOf(">", top.indexOf("<svg")) + 1;
  return `${top.slice(0, open)}${inner}${top.slice(open)}`;
}

/** Renders a 1200x630 card tree with Inter (text becomes paths) and rasterizes it. */
async function renderCard(tree: Node): Promise<Buffer> {
  // satori takes React elements; the card tree is the plain-object form it reads the same way.
  const svg = await satori(tree as never, { width: 1200, height: 630, fonts: await cardFonts() });
  return cachedPng(svg, 1200);
}

/**
 * Where rasterized cards are kept between builds. Rasterizing is most of a card's cost (about 60 ms each, and the site
 * has a card per post, service and snapshot), so a card whose SVG has not changed is read back instead of drawn again.
 */
const CARD_CACHE_DIR = path.resolve("node_modules/.cache/share-cards");
const CARD_CACHE_VERSION = "resvg-2";

/** The PNG of `svg` at `width`: from the cache when the same SVG was drawn before, else drawn off the main thread. */
async function cachedPng(svg: string, width: number): Promise<Buffer> {
  const key = createHash("sha256").update(`${CARD_CACHE_VERSION}\n${width}\n${svg}`).digest("hex");
  const file = path.join(CARD_CACHE_DIR, `${key}.png`);
  try {
    return await readFile(file);
  } catch {
    // Not drawn yet: draw it below.
  }
  const png = (await renderAsync(svg, { fitTo: { mode: "width", value: width } })).asPng();
  try {
    await mkdir(CARD_CACHE_DIR, { recursive: true });
    // Written beside and renamed, so a build stopped halfway never leaves a truncated card to be read back.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, png);
    await rename(temporary, file);
  } catch {
    // A read-only or missing cache folder only costs time.
  }
  return png;
}

export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

export function brandIconPng(size: number): Buffer {
  return svgToPng(brandMarkSvg(size), size);
}
