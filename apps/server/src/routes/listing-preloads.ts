import {
  hasSearchTerms,
  listingApiUrl,
  type SearchResponse,
  searchQueryFromParams,
  shopQueryFromParams,
} from '@marquee/core'
import type { FastifyInstance } from 'fastify'

/** The shop and its layouts list the same query; the search page only with terms to search. */
const SHOP_PAGES = new Set(['/shop', '/shop/shop-right', '/shop/shop-4-col', '/shop/shop-3-col'])
const SEARCH_PAGE = '/shop/search'

const withoutSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname

/** The API call a listing page makes first, built by the same code as the storefront's. */
export function listingDataUrl(address: URL): string | undefined {
  const pathname = withoutSlash(address.pathname)
  if (SHOP_PAGES.has(pathname)) return listingApiUrl(shopQueryFromParams(address.searchParams))
  if (pathname === SEARCH_PAGE && hasSearchTerms(address.searchParams)) {
    return listingApiUrl(searchQueryFromParams(address.searchParams))
  }
  return undefined
}

/**
 * A listing page's first answer and the poster of its first card (the page's largest image
 * on a phone). The answer is asked for here, through the API's own route and response cache,
 * so the preloaded fetch that follows is a cache hit; a query the API refuses or that lists
 * nothing is not preloaded.
 */
export async function listingPreloads(app: FastifyInstance, address: URL) {
  const data = listingDataUrl(address)
  if (!data) return undefined
  const response = await app.inject(data)
  if (response.statusCode !== 200) return undefined
  const img = response.json<SearchResponse>().results[0]?.img
  return img ? { img, data } : undefined
}
