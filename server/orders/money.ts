// An order's amount as the buyer saw it at Stripe: $197.00 (amounts are kept in the currency's smallest unit).
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
}
