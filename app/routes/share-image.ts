import { site } from "~/content/site";
import { shareImagePng } from "~/content-lib/.server/images";
import { pageWords } from "~/content/page-words";

export async function loader() {
  const png = await shareImagePng(site.brandName, pageWords.share.tagline);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
