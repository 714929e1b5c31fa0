import {
  HOME_PRODUCT_LIMIT,
  lazyRouteOf,
  runtimeConfigSchema,
  SIGNED_IN_ROUTES,
} from '@marquee/core'
import type { FastifyInstance } from 'fastify'
import { listProducts } from '../services/catalog/catalog-reads.ts'
import { describePage, describeWithoutData } from '../services/seo/describe-page.ts'
import { headTags } from '../services/seo/head-tags.ts'
import { escapeAttribute } from '../services/seo/html-text.ts'
import { listingPreloads } from './listing-preloads.ts'
import { modulePreloadTags, type RouteChunks } from './module-preloads.ts'
import { type PagePreloads, pageDataPreloads } from './page-data-preloads.ts'

const HERO_TTL_MS = 60_000
/** The storefront's home asks for the same window (apps/web get-products.ts). */
const SHOP_DETAILS = /^\/shop\/shop-details\/(\d{1,10})\/?$/

/** What the shell takes from the runtime config: its meta tag, and where sign-in starts. */
interface RuntimeShell {
  meta: string
  discovery: string
}

/**
 * The identity provider's discovery document, as oidc-client-ts asks for it: the authority,
 * then `/.well-known/openid-configuration`.
 */
const discoveryUrl = (authority: string) =>
  `${authority.replace(/\/$/, '')}/.well-known/openid-configuration`

/** The page shell for one address, and the status it is sent with. */
export interface Shell {
  html: string
  status: 200 | 404
}

/** index.html's own title and description are the build's defaults: each page writes its own. */
const withoutDefaultHead = (html: string) =>
  html.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '')

/**
 * Builds the page shell: index.html with the page's own head (title, description, canonical,
 * Open Graph, Twitter and JSON-LD, see services/seo) so crawlers read them without running
 * script; the runtime config as a <meta name="marquee-config"> (the CSP forbids inline
 * scripts) so the app knows test mode without a request; and preloads of the page's largest
 * image (the home hero's, the product's or a listing's first poster) and of the API answer
 * the page renders first, so both load while the scripts do. The data URL is exactly the one
 * the storefront fetches (apps/web api-client.ts, and for listings core's listing-query.ts),
 * so its fetch() takes the preloaded answer. Everything but
 * the runtime config is worked out per address, so no page's tags reach another's.
 */
export function createShell(
  app: FastifyInstance,
  indexHtml: string,
  publicUrl: string,
  routeChunks: RouteChunks,
) {
  const template = withoutDefaultHead(indexHtml)
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href
  let runtime: RuntimeShell | undefined
  let hero: { img: string | undefined; at: number } | undefined

  async function runtimeConfig(): Promise<RuntimeShell | undefined> {
    if (runtime) return runtime
    const response = await app.inject('/api/config')
    if (response.statusCode !== 200) return undefined
    const { auth } = runtimeConfigSchema.parse(response.json())
    runtime = {
      meta: `<meta name="marquee-config" content="${escapeAttribute(response.body)}" />`,
      discovery: discoveryUrl(auth.authority),
    }
    return runtime
  }

  async function heroPoster(): Promise<string | undefined> {
    if (hero && Date.now() - hero.at < HERO_TTL_MS) return hero.img
    const products = await listProducts(app.db, { limit: HOME_PRODUCT_LIMIT })
    const featured = products.find((product) => product.banner) ?? products[0]
    hero = { img: featured?.img, at: Date.now() }
    return hero.img
  }

  async function pagePreloads(address: URL, productImg?: string) {
    const { pathname } = address
    if (pathname === '/' || pathname.startsWith('/home/')) {
      const img = await heroPoster()
      return img ? { img, data: `/api/products?limit=${HOME_PRODUCT_LIMIT}` } : undefined
    }
    const id = SHOP_DETAILS.exec(pathname)?.[1]
    if (id) return productImg ? { img: productImg, data: `/api/productDetails/${id}` } : undefined
    const route = lazyRouteOf(pathname)
    if (route && SIGNED_IN_ROUTES.has(route)) {
      // A signed-out visitor goes on to sign in, and the sign-in library reads this first.
      const discovery = (await runtimeConfig())?.discovery
      return discovery ? { data: discovery } : undefined
    }
    return (await pageDataPreloads(app, pathname)) ?? listingPreloads(app, address)
  }

  function preloadTags(preloads: PagePreloads | undefined): string[] {
    if (!preloads) return []
    const image = preloads.img
      ? [
          `<link rel="preload" as="image" href="${escapeAttribute(preloads.img)}" fetchpriority="high" />`,
        ]
      : []
    return [
      ...image,
      // `crossorigin` gives the preload fetch()'s own mode and credentials, so they match.
      `<link rel="preload" as="fetch" href="${escapeAttribute(preloads.data)}" crossorigin />`,
    ]
  }

  return async function shellFor(url: string): Promise<Shell> {
    // Joined, not resolved: a path such as //host/x stays a path on this store.
    const address = new URL(`http://shell.invalid${url}`)
    const page = await describePage(app.catalog, address, absolute).catch((error: unknown) => {
      app.log.warn({ err: error, url }, 'the page shell was built without catalogue data')
      return describeWithoutData(address)
    })
    const preloads = await pagePreloads(address, page.product?.img).catch(() => undefined)
    const tags = [
      ...headTags(page.meta, page.card, absolute),
      await runtimeConfig().then(
        (config) => config?.meta ?? '',
        () => '',
      ),
      ...preloadTags(preloads),
      ...modulePreloadTags(routeChunks, address.pathname),
    ]
    const head = tags.filter(Boolean).join('\n    ')
    return { html: template.replace('</head>', `  ${head}\n  </head>`), status: page.status }
  }
}
