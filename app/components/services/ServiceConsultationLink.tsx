import { ConsultationLink } from "~/components/forms/ConsultationProvider";
import { buttonClasses } from "~/components/ui/Button";
import type { ServicePage } from "~/content-model/types";

/** A button that opens the consultation popup about this service, with the page's own call to action as its title. */
export function ServiceConsultationLink({
  page,
  interest,
  label,
  variant = "primary",
}: {
  page: ServicePage;
  interest: string;
  label: string;
  variant?: "primary" | "inverse";
}) {
  return (
    <ConsultationLink
      title={page.cta.title}
      subtitle={page.cta.subtitle}
      interest={interest}
      className={buttonClasses(variant, "lg")}
    >
      {label}
    </ConsultationLink>
  );
}
