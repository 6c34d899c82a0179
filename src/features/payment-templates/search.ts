/**
 * The search of /templates/new: ?payment=<id> keeps a made payment as a template. Read by the
 * route tree, which every page loads, so it imports nothing.
 */
export interface TemplateSearch {
  payment?: string;
}

/** Keeps a well-formed payment id and drops the rest, so a mistyped link still opens the page. */
export function validateTemplateSearch(search: Record<string, unknown>): TemplateSearch {
  const payment = search.payment;
  return typeof payment === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(payment) ? { payment } : {};
}
