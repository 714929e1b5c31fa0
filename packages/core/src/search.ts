import { z } from 'zod'
import { singleLineText } from './input-fields.ts'
import { productSchema } from './product.ts'

export const SORT_VALUES = ['asc', 'high', 'low', 'sale'] as const
export const sortBySchema = z.enum(SORT_VALUES)
export type SortBy = z.infer<typeof sortBySchema>
/** The order a search runs in: a sort value, or best match first. */
export type SearchOrder = SortBy | 'relevance'

export const DEFAULT_PAGE_SIZE = 12
export const MAX_PAGE_SIZE = 60
export const MAX_QUERY_LENGTH = 200
export const DEFAULT_PRICE_RANGE = { min: 0, max: 9999 } as const

const optionalText = (max: number) => singleLineText().trim().max(max).optional()

/** Query of GET /api/products/search; every filter of the shop sidebars is optional. */
export const searchQuerySchema = z
  .object({
    q: singleLineText().trim().max(MAX_QUERY_LENGTH).optional(),
    productType: optionalText(100),
    category: optionalText(100),
    subcategory: optionalText(100),
    brand: optionalText(100),
    size: optionalText(50),
    color: optionalText(50),
    minPrice: z.coerce.number().min(0).max(1_000_000).optional(),
    maxPrice: z.coerce.number().min(0).max(1_000_000).optional(),
    /** Absent: best match first when `q` is given, else `asc` (docs/requirements.md §9's default). */
    sortBy: sortBySchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { path: ['minPrice'], message: 'must not be above maxPrice' },
  )

export type SearchQuery = z.infer<typeof searchQuerySchema>

/** A text search with no explicit sort is ranked; a plain listing is sorted by title. */
export function searchOrder(query: Pick<SearchQuery, 'q' | 'sortBy'>): SearchOrder {
  return query.sortBy ?? (query.q ? 'relevance' : 'asc')
}
export type SearchQueryInput = z.input<typeof searchQuerySchema>

const facetCount = z.object({ value: z.string(), count: z.number().int().nonnegative() })

export const searchFacetsSchema = z.object({
  categories: z.array(
    z.object({ parentTitle: z.string(), count: z.number().int(), children: z.array(facetCount) }),
  ),
  brands: z.array(facetCount),
  sizes: z.array(facetCount),
  colors: z.array(facetCount),
  price: z.object({ min: z.number(), max: z.number() }),
})
export type SearchFacets = z.infer<typeof searchFacetsSchema>

/** docs/requirements.md §3 "Search response": results and count (the total before paging), plus facets. */
export const searchResponseSchema = z.object({
  results: z.array(productSchema),
  count: z.number().int().nonnegative(),
  facets: searchFacetsSchema,
})
export type SearchResponse = z.infer<typeof searchResponseSchema>

export const suggestQuerySchema = z.object({
  q: singleLineText().trim().min(1).max(MAX_QUERY_LENGTH),
})

export const suggestionSchema = z.object({
  kind: z.enum(['product', 'category']),
  label: z.string(),
  productId: z.number().int().optional(),
})
export const suggestResponseSchema = z.object({ suggestions: z.array(suggestionSchema).max(8) })
export type Suggestion = z.infer<typeof suggestionSchema>
