import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../src/app/router';
import { appPages, sandboxPages } from '../../e2e/support/site-map';

/**
 * The e2e site map must name a page for every route, so a new product page is opened in every
 * language by routes.test.ts (guards, heading, no console error), and a new sandbox page is
 * listed on purpose. Matching goes through the app's own router (the tree of routeTree.gen.ts),
 * so optional segments and static-over-dynamic order are exactly what the browser gets.
 */
const router = createAppRouter({ history: createMemoryHistory() });
const siteMap: readonly string[] = [...appPages, ...sandboxPages];

/** Routes that render a page: the leaves of the tree, not the layouts around them. */
function pageRoutes(): string[] {
  return Object.values(router.routesById)
    .filter((route) => !route.isRoot && !route.children)
    .map((route) => route.id)
    .sort();
}

/** The route serving a site-map page exactly, or undefined when the router would answer 404. */
function routeOf(page: string): string | undefined {
  const [, params, found] = router.getMatchedRoutes(page);
  // The router matches fuzzily for its 404 page: the unmatched rest is the '**' param. And the
  // map's paths have no locale prefix, so '/nope' is not the home page of a locale 'nope'.
  return params['**'] === undefined && params.locale === undefined ? found?.id : undefined;
}

describe('the e2e site map (tests/e2e/support/site-map.ts)', () => {
  it('names a page for every route of the app', () => {
    const visited = new Set(siteMap.map(routeOf));
    expect(pageRoutes().filter((route) => !visited.has(route))).toEqual([]);
  });

  it('names only pages that a route of the app serves', () => {
    const routes = new Set(pageRoutes());
    expect(siteMap.filter((page) => !routes.has(routeOf(page) ?? ''))).toEqual([]);
  });
});
