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
const HOME_PRODUCT_LIMIT = 24
const SHOP_DETAILS = /^\/shop\/shop-details\/(\d{1,10})\/?$/

/**
 * Builds the page shell: index.html with the runtime config as a <meta name="marquee-config">
 * (the CSP forbids inline scripts) so the app knows test mode without a request, and a preload
 * of the page's largest image (the home hero's or the product's poster) so it loads while the
 * scripts do.
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

  async function lcpImage(pathname: string): Promise<string | undefined> {
    if (pathname === '/' || pathname.startsWith('/home/')) return heroPoster()
    const id = SHOP_DETAILS.exec(pathname)?.[1]
    if (id) return (await app.catalog.findProduct(Number(id)))?.img
    return undefined
  }

  return async function shellFor(url: string): Promise<string> {
    const pathname = url.split('?')[0] ?? '/'
    const tags = [await runtimeConfigMeta().catch(() => '')]
    const img = await lcpImage(pathname).catch(() => undefined)
    if (img) {
      tags.push(
        `<link rel="preload" as="image" href="${escapeAttribute(img)}" fetchpriority="high" />`,
      )
    }
    const head = tags.filter(Boolean).join('\n    ')
    return head ? indexHtml.replace('</head>', `  ${head}\n  </head>`) : indexHtml
  }
}
