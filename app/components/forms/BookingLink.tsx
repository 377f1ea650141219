import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";

interface BookingLinkProps {
  /** The calendar page of the BOOKING_URL setting; nothing is shown when it is empty. */
  url: string;
  variant?: "primary" | "secondary";
  className?: string;
}

/** "Pick a time now": straight to the agency's booking calendar, for a visitor who would rather talk than wait. */
export function BookingLink({ url, variant = "primary", className }: BookingLinkProps) {
  if (!url) return null;
  return (
    <a href={url} rel="noopener" className={buttonClasses(variant, "lg", className)} data-booking="true">
      <Icon name="calendar" />
      Pick a time now
    </a>
  );
}
