import { site } from "~/content/site";
import { shareImagePng } from "~/content-lib/.server/images";

export async function loader() {
  const png = await shareImagePng(site.brandName);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
