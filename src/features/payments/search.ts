/**
 * The provider form's search params: `?template=<id>` pays from a saved template (one press on
 * /payments). Read by the route tree, which every page loads: this module imports nothing.
 */
export interface ProviderPaymentSearch {
  template?: string;
}

/** Keeps a template id of the contract's form and drops anything else. */
export function validateProviderPaymentSearch(
  search: Record<string, unknown>,
): ProviderPaymentSearch {
  const template = search.template;
  return typeof template === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(template) ? { template } : {};
}
