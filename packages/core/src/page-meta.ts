/**
 * What a storefront page tells browsers and crawlers about itself: its title, its
 * description, its canonical address and whether it may be indexed. The pages that take these
 * from their data (a product, a blog post) are built here; the fixed routes are in
 * route-pages.ts, which the storefront loads after the first page (the server has written that
 * page's head already).
 */
export interface PageMeta {
  title: string
  description: string
  /** Path and query of the page's one canonical address. */
  canonical: string
  /** False for one customer's own pages (cart, account) and for the 404 page. */
  indexable: boolean
}

export const STORE_NAME = 'Marquee'
export const STORE_DESCRIPTION =
  "Marquee sells ready-made looping animations for LED message signs, delivered at your sign's exact pixel size."
/** Routes whose title comes from their data: the product and the blog post. */
export const PRODUCT_PAGE = /^\/shop\/shop-details(?:\/(\d{1,10}))?\/?$/
export const BLOG_POST_PAGE = /^\/pages\/blog-details(?:\/(\d{1,10}))?\/?$/

export const fullTitle = (title: string) => `${title} · ${STORE_NAME}`
/** An address's query as the storefront reads it (URLSearchParams has this). */
export interface QueryParams {
  get(key: string): string | null
}

/** A listing's address with these query values, in this order, written one way only. */
export function listingPath(path: string, values: [string, string][]): string {
  const query = values
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  return query ? `${path}?${query}` : path
}

export const NOT_FOUND_META: PageMeta = {
  title: fullTitle('Page not found'),
  description: STORE_DESCRIPTION,
  canonical: '/404',
  indexable: false,
}

const MAX_DESCRIPTION = 160

/** A description cut at a word to what results pages show. */
export function shortDescription(text: string): string {
  const flat = text.replaceAll(/\s+/g, ' ').trim()
  if (flat.length <= MAX_DESCRIPTION) return flat
  const cut = flat.slice(0, MAX_DESCRIPTION - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')) || cut}…`
}

export function productMeta(product: {
  id: number
  title: string
  sm_desc: string
  category: string
}): PageMeta {
  return {
    title: fullTitle(`${product.title}, ${product.category} LED sign clip`),
    description: shortDescription(product.sm_desc),
    canonical: `/shop/shop-details/${product.id}`,
    indexable: true,
  }
}

export function blogPostMeta(entry: { id: number; title: string; desc: string }): PageMeta {
  return {
    title: fullTitle(entry.title),
    description: shortDescription(entry.desc),
    canonical: `/pages/blog-details/${entry.id}`,
    indexable: true,
  }
}
