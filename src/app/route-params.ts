import { notFound } from '@tanstack/react-router';

// Ids in the contract are opaque strings; anything else in the URL cannot name a record.
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Failed page validation shows the 404 page (PRODUCT 2.1). */
export function assertOptionalId(id: string | undefined): void {
  if (id !== undefined && !idPattern.test(id)) throw notFound();
}

/**
 * A route's `validateSearch` for one optional id (`?template=<id>`): a well-formed id is kept,
 * anything else dropped, so a mistyped link still opens the page. One function for every such
 * route: the route tree, and what it keeps outside components, ride on the sign-in page.
 */
export function idSearch<const Key extends string>(key: Key) {
  type Search = { [K in Key]?: string };
  return (search: Record<string, unknown>): Search => {
    const id = search[key];
    return typeof id === 'string' && idPattern.test(id) ? ({ [key]: id } as Search) : {};
  };
}
