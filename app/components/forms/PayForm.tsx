import { buttonClasses } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import type { PayRequest } from "./consultation-request";

/**
 * "Pay $197 now" in the Buy Now popup while the site sells itself (the price card writes the same form itself): a plain form post of the snapshot's slug to the server's checkout, which
 * answers with a redirect to Stripe's hosted page. It works without JavaScript and loads no payment script; the name
 * and the price are the server's to decide, from the content.
 */
export function PayForm({ pay, className }: { pay: PayRequest; className?: string }) {
  return (
    <form method="post" action={pay.action} className={className} data-pay="true">
      <input type="hidden" name="slug" value={pay.slug} />
      <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
        <Icon name="cart" />
        {pay.label}
      </button>
    </form>
  );
}
