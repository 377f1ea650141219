import { site } from "~/content-model/site";
import { shareImagePng } from "~/page-data/.server/images";
import { pageWords } from "~/content-model/page-words";

export async function loader() {
  const png = await shareImagePng(site.brandName, pageWords.share.tagline);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
