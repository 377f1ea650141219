// The services of content/services/: their cards and their pages.
import { serviceSchema, type Content, type ServicePage } from "../schema";
import { serviceShareImagePath } from "../paths";
import { renderMarkdown } from "./markdown";
import type { LoadContext, SourceFile } from "./load-source";

export function loadServices(
  ctx: LoadContext,
  serviceFiles: readonly SourceFile[],
  snapshotSlugs: ReadonlySet<string>,
) {
  const { problems } = ctx;
  const serviceSlugs = new Set(serviceFiles.map((source) => source.slug));
  const services: (Content["services"][number] & { order: number })[] = [];
  const servicePages: ServicePage[] = [];
  for (const source of serviceFiles) {
    const service = ctx.data(serviceSchema, source);
    if (!service) continue;
    service.related.forEach((related, index) => {
      if (related === source.slug)
        problems.add(source.file, `related[${index}]`, "a service can't be related to itself");
      else if (!serviceSlugs.has(related))
        problems.add(
          source.file,
          `related[${index}]`,
          `no service called "${related}" (services/${related}.md does not exist)`,
        );
    });
    service.snapshots.forEach((slug, index) => {
      if (!snapshotSlugs.has(slug))
        problems.add(
          source.file,
          `snapshots[${index}]`,
          `no snapshot called "${slug}" (snapshots/${slug}.md does not exist)`,
        );
    });
    const overview = ctx.markdown(source, () =>
      renderMarkdown(ctx.body(source), { publicDir: ctx.publicDir, headingLevels: [] }),
    );
    if (!overview) continue;
    const { title, description, icon, order, ...page } = service;
    services.push({ slug: source.slug, title, description, icon, order, delay: 0 });
    servicePages.push({
      ...page,
      slug: source.slug,
      overviewHtml: overview.html,
      shareImage: serviceShareImagePath(source.slug),
    });
  }
  services.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
  services.forEach((service, index) => (service.delay = (index % 3) * 100));
  return { services, servicePages, serviceSlugs };
}
