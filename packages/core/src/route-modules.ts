import { routeRegExp } from './route-pattern.ts'

/**
 * The storefront routes whose code the router loads when they are first visited, each with its
 * module under apps/web/src/app/routes. The router builds those routes from this table; the web
 * build writes the script files each module needs (route-chunks.json), and the server names them
 * in the head of a page at that address, so a first visit fetches them beside the main script
 * rather than after it has run. It is apart from route-pages.ts's titles on purpose: the router
 * needs this table in the main script, the titles load lazily (route-modules.test.ts keeps the
 * two describing the same pages).
 */
export const LAZY_ROUTES: Record<string, string> = {
  '/login': 'pages/login',
  '/auth/callback': 'auth-callback',
  '/pages/checkout': 'pages/checkout',
  '/pages/checkout/success': 'pages/checkout-success',
  '/pages/register': 'pages/register',
  '/pages/login': 'pages/login',
  '/pages/account': 'pages/account',
  '/pages/reset-password': 'pages/reset-password',
  '/pages/subscribe': 'pages/subscribe',
  '/pages/licence/:id': 'pages/licence',
  '/pages/converter-test': 'pages/converter-test',
  '/pages/manage-subscription': 'pages/manage-subscription',
  '/pages/blog': 'pages/blog-list',
  '/pages/blog-left-sidebar': 'pages/blog-list',
  '/pages/blog-no-sidebar': 'pages/blog-list',
  '/pages/blog-2-col': 'pages/blog-list',
  '/pages/blog-3-col': 'pages/blog-list',
  '/pages/blog-details': 'pages/blog-details',
  '/pages/blog-details/:id': 'pages/blog-details',
  '/pages/contact': 'pages/contact',
  '/pages/custom-video': 'pages/custom-video',
  '/pages/about-us': 'pages/about-us',
  '/pages/delivery-information': 'pages/delivery-information',
  '/pages/privacy-policy': 'pages/privacy-policy',
  '/pages/terms-conditions': 'pages/terms-conditions',
  '/pages/usage-policy': 'pages/usage-policy',
  '/pages/faq': 'pages/faq',
  '/pages/return-policy': 'pages/return-policy',
}

/**
 * The routes only a signed-in customer sees (the storefront's RequireAuth): a signed-out
 * visitor is sent on to sign in, so their page shell preloads what that trip reads first.
 */
export const SIGNED_IN_ROUTES: ReadonlySet<string> = new Set([
  '/pages/checkout',
  '/pages/checkout/success',
  '/pages/account',
  '/pages/licence/:id',
  '/pages/manage-subscription',
])

const MATCHERS = Object.keys(LAZY_ROUTES).map((route) => [routeRegExp(route), route] as const)

/** The lazily loaded route a path lands on, if any. */
export function lazyRouteOf(pathname: string): string | undefined {
  return MATCHERS.find(([pattern]) => pattern.test(pathname))?.[1]
}
