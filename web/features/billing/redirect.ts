/**
 * Leaves the app for a payment page (the provider's hosted checkout, or the sandbox's at
 * /checkout/{id}): a full page load, as with Stripe Checkout. One function, so tests can
 * replace it.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
