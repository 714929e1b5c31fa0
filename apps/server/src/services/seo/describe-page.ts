import {
  BLOG_POST_PAGE,
  blogPostMeta,
  CONTENT_PAGE_SLUGS,
  fullTitle,
  NOT_FOUND_META,
  type PageMeta,
  PRODUCT_PAGE,
  type Product,
  productMeta,
  STORE_DESCRIPTION,
} from '@marquee/core'
import { routeMeta } from '@marquee/core/route-pages'
import { type CatalogReadDeps, findProduct, listProducts } from '../catalog/catalog-reads.ts'
import { listBlogEntries } from '../content/blog-list.ts'
import { contentPageHidden } from '../content/content-pages.ts'
import type { ShareCard } from './head-tags.ts'
import { productJsonLd } from './product-json-ld.ts'

const CONTENT_PAGE = new RegExp(`^/pages/(${CONTENT_PAGE_SLUGS.join('|')})/?$`)

/** A page as the shell describes it to crawlers, and the product it shows, if any. */
export interface PageDescription {
  meta: PageMeta
  card: ShareCard
  status: 200 | 404
  product?: Product
}

const NOT_FOUND: PageDescription = {
  meta: NOT_FOUND_META,
  card: { type: 'website' },
  status: 404,
}

/**
 * Describes the page at this address from the same table the storefront uses. A product or
 * blog post that does not exist, a shop page the owner has hidden, and a path no route
 * matches, answer 404: the storefront
 * then shows its own 404 page, and crawlers drop the address instead of indexing an empty
 * "soft 404" page under it.
 */
export async function describePage(
  catalog: CatalogReadDeps,
  url: URL,
  absolute: (path: string) => string,
): Promise<PageDescription> {
  const { pathname, searchParams } = url
  const productMatch = PRODUCT_PAGE.exec(pathname)
  if (productMatch) {
    const id = productMatch[1]
    const product = id
      ? await findProduct(catalog, Number(id))
      : (await listProducts(catalog.db, { limit: 1 }))[0]
    if (!product) return NOT_FOUND
    const meta = productMeta(product)
    const jsonLd = productJsonLd(product, meta.description, absolute)
    return {
      meta,
      card: { type: 'product', image: product.img, imageAlt: product.title, jsonLd },
      status: 200,
      product,
    }
  }
  const postMatch = BLOG_POST_PAGE.exec(pathname)
  if (postMatch) {
    const entries = await listBlogEntries(catalog.db)
    const id = postMatch[1]
    const entry = id ? entries.find((candidate) => String(candidate.id) === id) : entries[0]
    if (!entry) return NOT_FOUND
    return {
      meta: blogPostMeta(entry),
      card: { type: 'article', image: entry.img, imageAlt: entry.title },
      status: 200,
    }
  }
  const pageMatch = CONTENT_PAGE.exec(pathname)
  if (pageMatch?.[1] && (await contentPageHidden(catalog.db, pageMatch[1]))) return NOT_FOUND
  const meta = routeMeta(pathname, searchParams) ?? NOT_FOUND_META
  return { meta, card: { type: 'website' }, status: meta.canonical === '/404' ? 404 : 200 }
}

/** When the catalogue cannot be read, the page is still served, described from its address. */
export function describeWithoutData(url: URL): PageDescription {
  const meta = routeMeta(url.pathname, url.searchParams) ?? {
    title: fullTitle('Animated clips for LED signs'),
    description: STORE_DESCRIPTION,
    canonical: url.pathname,
    indexable: true,
  }
  return { meta, card: { type: 'website' }, status: 200 }
}
