import {
  BLOG_POST_PAGE,
  fullTitle,
  listingPath,
  NOT_FOUND_META,
  type PageMeta,
  PRODUCT_PAGE,
  type QueryParams,
  STORE_DESCRIPTION,
} from './page-meta.ts'
import { routeRegExp } from './route-pattern.ts'

/**
 * The fixed routes of the storefront's router (apps/web router.tsx): the title, description,
 * canonical address and indexing of each. The storefront applies these as pages change; the
 * server writes the same ones into the page shell it sends, so both read this one table.
 * Not in core's index: the storefront imports it lazily (apps/web route-meta.tsx).
 */
interface RoutePage {
  title: string
  description?: string
  /** Layout variants of a page name the page itself. */
  canonical?: string
  private?: boolean
}

const SHOP_DESCRIPTION =
  'Browse looping LED sign clips by category, brand, size and colour, each rendered at your sign’s exact pixel size.'
const BLOG_DESCRIPTION = 'Ideas, guides and news for LED sign owners from the Marquee studio.'

const HOME_STYLES = [1, 2, 3, 4, 5, 6, 7]
export const DEFAULT_HOME = '/home/home-style-4'

/** Every route of the storefront's router (apps/web router.tsx) with a fixed title. */
export const ROUTE_PAGES: Record<string, RoutePage> = {
  ...Object.fromEntries(
    HOME_STYLES.map((style) => [
      `/home/home-style-${style}`,
      {
        title:
          style === 4
            ? 'Animated clips for LED signs'
            : `Animated clips for LED signs, home style ${style}`,
        description: STORE_DESCRIPTION,
        canonical: DEFAULT_HOME,
      },
    ]),
  ),
  '/shop': { title: 'Shop LED sign clips', description: SHOP_DESCRIPTION },
  '/shop/shop-right': { title: 'Shop clips, filters on the right', canonical: '/shop' },
  '/shop/shop-4-col': { title: 'Shop clips in four columns', canonical: '/shop' },
  '/shop/shop-3-col': { title: 'Shop clips in three columns', canonical: '/shop' },
  '/shop/search': {
    title: 'Search clips',
    description: 'Search every LED sign clip by words, category and brand, typos forgiven.',
  },
  '/shop/wishlist': { title: 'Wishlist', private: true },
  '/shop/compare': { title: 'Compare clips', private: true },
  '/shop/cart': { title: 'Cart', private: true },
  '/pages/checkout': { title: 'Checkout', private: true },
  '/pages/checkout/success': { title: 'Order received', private: true },
  '/pages/register': { title: 'Create an account', private: true },
  '/pages/login': { title: 'Sign in', private: true },
  '/login': { title: 'Sign in to your account', canonical: '/pages/login', private: true },
  '/pages/account': { title: 'Your account', private: true },
  '/pages/reset-password': { title: 'Reset your password', private: true },
  '/pages/subscribe': {
    title: 'Plans and credits',
    description: 'Pro and Enterprise plans: monthly download and customisation credits for clips.',
  },
  '/pages/licence/:id': { title: 'Clip licence', private: true },
  '/pages/converter-test': {
    title: 'Converter test',
    description: 'Try the clip converter: see a sample rendered at your sign’s pixel size.',
  },
  '/pages/manage-subscription': { title: 'Manage your subscription', private: true },
  '/pages/blog': { title: 'Blog', description: BLOG_DESCRIPTION },
  '/pages/blog-left-sidebar': { title: 'Blog, sidebar on the left', canonical: '/pages/blog' },
  '/pages/blog-no-sidebar': { title: 'Blog without sidebar', canonical: '/pages/blog' },
  '/pages/blog-2-col': { title: 'Blog in two columns', canonical: '/pages/blog' },
  '/pages/blog-3-col': { title: 'Blog in three columns', canonical: '/pages/blog' },
  '/pages/contact': {
    title: 'Contact us',
    description: 'Questions about a clip, a custom order or your sign? Write to the Marquee team.',
  },
  '/pages/about-us': {
    title: 'About us',
    description: 'Marquee makes motion for the pixel grid: who we are and how clips are made.',
  },
  '/pages/delivery-information': {
    title: 'Delivery information',
    description: 'How and when clips are delivered, in which formats and sizes.',
  },
  '/pages/privacy-policy': {
    title: 'Privacy policy',
    description: 'What Marquee keeps about you, why, and for how long.',
  },
  '/pages/terms-conditions': {
    title: 'Terms and conditions',
    description: 'The terms of buying and using Marquee clips.',
  },
  '/pages/usage-policy': {
    title: 'Usage policy',
    description: 'Where and how a licensed Marquee clip may be shown.',
  },
  '/pages/custom-video': {
    title: 'Request a custom video',
    description: 'A clip made for your sign from scratch: tell us its size, words and pictures.',
  },
  '/pages/faq': {
    title: 'Frequently asked questions',
    description: 'Answers about clips, sizes, formats, credits and refunds.',
  },
  '/pages/return-policy': {
    title: 'Return policy',
    description: 'When a clip can be refunded and how to ask.',
  },
  '/auth/callback': { title: 'Signing in', private: true },
  '/admin/*': { title: 'Back office', private: true },
  '/404': { title: 'Page not found', private: true },
}

const MATCHERS = Object.keys(ROUTE_PAGES).map((route) => [routeRegExp(route), route] as const)

/** The route-table entry for a path, if it has one. */
export function routePattern(pathname: string): string | undefined {
  return MATCHERS.find(([pattern]) => pattern.test(pathname))?.[1]
}

/** The query keys that make a different listing page; filters and sort only narrow it. */
const LISTING_KEYS: Record<string, string[]> = {
  '/shop': ['category', 'subcategory', 'page'],
  '/shop/search': ['searchText', 'productType', 'page'],
}

function canonicalQuery(path: string, search: QueryParams): string {
  const kept: [string, string][] = []
  for (const key of LISTING_KEYS[path] ?? []) {
    const value = search.get(key)
    if (value && !(key === 'page' && value === '1')) kept.push([key, value])
  }
  return listingPath(path, kept)
}

function listingTitle(title: string, path: string, search: QueryParams): string {
  if (!LISTING_KEYS[path]) return title
  const topic = search.get('subcategory') || search.get('category') || search.get('searchText')
  const named = topic ? `${topic.replaceAll('-', ' ')} clips` : title
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page > 1 ? `${named}, page ${page}` : named
}

/**
 * The meta of a page that needs no data, or undefined for a product or blog post (see
 * productMeta/blogPostMeta). "/" leads to the default home, so it shares its meta; an
 * unknown path gets the 404 page's.
 */
export function routeMeta(pathname: string, search: QueryParams): PageMeta | undefined {
  if (PRODUCT_PAGE.test(pathname) || BLOG_POST_PAGE.test(pathname)) return undefined
  const route = pathname === '/' ? DEFAULT_HOME : routePattern(pathname)
  const page = route && ROUTE_PAGES[route]
  if (!route || !page) return NOT_FOUND_META
  const path = page.canonical ?? pathname.replace(/(.)\/$/, '$1')
  return {
    title: fullTitle(listingTitle(page.title, route, search)),
    description: page.description ?? STORE_DESCRIPTION,
    canonical: page.private ? path : canonicalQuery(path, search),
    indexable: !page.private,
  }
}
