import { ROUTE_PAGES } from '@marquee/core/route-pages'

/** Server paths that are no page for a crawler: the API, sign-in, files and test tools. */
const SERVER_PATHS = ['/api/', '/oidc/', '/interaction/', '/dev/', '/downloads/']

/** The routes with a fixed address that are their own canonical page and may be indexed. */
export function indexableRoutes(): string[] {
  return Object.entries(ROUTE_PAGES)
    .filter(([route, page]) => !page.private && !/[:*]/.test(route))
    .filter(([route, page]) => (page.canonical ?? route) === route)
    .map(([route]) => route)
}

/** One customer's own pages (cart, account, checkout…) and the server's own paths. */
export function privatePathPrefixes(): string[] {
  const routes = Object.entries(ROUTE_PAGES)
    .filter(([route, page]) => page.private && route !== '/404')
    .map(([route]) => route.replace(/\/\*$/, '').replace(/:[a-z]+$/, ''))
  return [...new Set([...routes, ...SERVER_PATHS])]
}
