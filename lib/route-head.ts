import type { MetaDescriptor } from "react-router";

/**
 * A page's loader data with its head tags (title, description, canonical, share tags, JSON-LD) worked out at build
 * time. The route's meta export reads them back (`headTags`), so the tag and structured-data builders never ship to
 * the browser: a client-side visit gets the tags with the page's data.
 */
export function withHead<T extends object>(
  data: T,
  head: (data: T) => MetaDescriptor[],
): T & { head: MetaDescriptor[] } {
  return { ...data, head: head(data) };
}

/** A route's meta export: the head tags its loader worked out (none for a page whose loader failed). */
export function headTags({ loaderData }: { loaderData?: { head: MetaDescriptor[] } | undefined }): MetaDescriptor[] {
  return loaderData?.head ?? [];
}
