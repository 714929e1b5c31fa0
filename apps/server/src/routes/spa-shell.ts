import { HOME_PRODUCT_LIMIT } from '@marquee/core'
import type { FastifyInstance } from 'fastify'

/** Escapes text for a double-quoted HTML attribute. */
export const escapeAttribute = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')

const HERO_TTL_MS = 60_000
/** The storefront's home asks for the same window (apps/web get-products.ts). */
const SHOP_DETAILS = /^\/shop\/shop-details\/(\d{1,10})\/?$/

/** What a page needs first: its largest image and the API answer that renders it. */
interface PagePreloads {
  img: string
  data: string
}

/**
 * Builds the page shell: index.html with the runtime config as a <meta name="marquee-config">
 * (the CSP forbids inline scripts) so the app knows test mode without a request, and preloads
 * of the page's largest image (the home hero's or the product's poster) and of the API answer
 * the page renders first, so both load while the scripts do. The data URL is exactly the one
 * the storefront fetches (apps/web api-client.ts), so its fetch() takes the preloaded answer.
 */
export function createShell(app: FastifyInstance, indexHtml: string) {
  let configMeta: string | undefined
  let hero: { img: string | undefined; at: number } | undefined

  async function runtimeConfigMeta(): Promise<string> {
    if (configMeta !== undefined) return configMeta
    const response = await app.inject('/api/config')
    if (response.statusCode !== 200) return ''
    configMeta = `<meta name="marquee-config" content="${escapeAttribute(response.body)}" />`
    return configMeta
  }

  async function heroPoster(): Promise<string | undefined> {
    if (hero && Date.now() - hero.at < HERO_TTL_MS) return hero.img
    const products = await app.catalog.listProducts({ limit: HOME_PRODUCT_LIMIT })
    const featured = products.find((product) => product.banner) ?? products[0]
    hero = { img: featured?.img, at: Date.now() }
    return hero.img
  }

  async function pagePreloads(pathname: string): Promise<PagePreloads | undefined> {
    if (pathname === '/' || pathname.startsWith('/home/')) {
      const img = await heroPoster()
      return img ? { img, data: `/api/products?limit=${HOME_PRODUCT_LIMIT}` } : undefined
    }
    const id = SHOP_DETAILS.exec(pathname)?.[1]
    if (!id) return undefined
    const product = await app.catalog.findProduct(Number(id))
    return product ? { img: product.img, data: `/api/productDetails/${id}` } : undefined
  }

  return async function shellFor(url: string): Promise<string> {
    const pathname = url.split('?')[0] ?? '/'
    const tags = [await runtimeConfigMeta().catch(() => '')]
    const preloads = await pagePreloads(pathname).catch(() => undefined)
    if (preloads) {
      tags.push(
        `<link rel="preload" as="image" href="${escapeAttribute(preloads.img)}" fetchpriority="high" />`,
        // `crossorigin` gives the preload fetch()'s own mode and credentials, so they match.
        `<link rel="preload" as="fetch" href="${escapeAttribute(preloads.data)}" crossorigin />`,
      )
    }
    const head = tags.filter(Boolean).join('\n    ')
    return head ? indexHtml.replace('</head>', `  ${head}\n  </head>`) : indexHtml
  }
}
