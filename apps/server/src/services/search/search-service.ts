import {
  type SearchFacets,
  type SearchQuery,
  type SearchResponse,
  type Suggestion,
  searchOrder,
} from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { summarise } from './facet-counts.ts'
import { FacetIndex } from './facet-index.ts'
import { LazyLoad } from './lazy-load.ts'
import { shopProducts } from './product-document.ts'
import type { ProductDocumentCache } from './product-document-cache.ts'
import { comparableText, queryWords } from './query-words.ts'
import { queryRows } from './rows.ts'
import { searchConditions } from './search-filters.ts'
import { matchesOf, pageIds } from './search-rows.ts'
import { type SearchRow, searchStatement } from './search-statement.ts'
import { suggest } from './suggest.ts'
import { buildTsQuery } from './tsquery.ts'
import { Vocabulary } from './vocabulary.ts'

const products = sql`from ${shopProducts} p`

const noFacets: SearchFacets = {
  categories: [],
  brands: [],
  sizes: [],
  colors: [],
  price: { min: 0, max: 0 },
}

/**
 * GET /api/products/search: typo-corrected full-text search with filters, sorting, paging
 * and facets. The words are corrected against the catalogue's vocabulary in memory, then
 * one GIN-indexed statement returns the page's product ids and every match with the filters
 * it passes; the total and the facets are counted from those and the in-memory facet
 * index, the page's products come from the document cache. One round trip per search
 * (docs/benchmarks.md tells why this plan).
 */
export class SearchService {
  private readonly vocabulary: LazyLoad<Vocabulary>
  private readonly facetIndex: LazyLoad<FacetIndex>

  constructor(
    private readonly db: Database,
    private readonly documents: ProductDocumentCache,
  ) {
    this.vocabulary = new LazyLoad(() => Vocabulary.load(db))
    this.facetIndex = new LazyLoad(() => FacetIndex.load(db))
  }

  /** The catalogue changed: read its vocabulary and facets again on the next search. */
  invalidate(): void {
    this.vocabulary.invalidate()
    this.facetIndex.invalidate()
  }

  async search(query: SearchQuery): Promise<SearchResponse> {
    const order = searchOrder(query)
    const vocabulary = await this.vocabulary.get()
    const text = query.q ? this.textMatch(vocabulary, query.q) : undefined
    if (text === null) return { results: [], count: 0, facets: noFacets }
    const rows = await queryRows<SearchRow>(
      this.db,
      searchStatement({
        from: text ? sql`${products} cross join ${text.source} as q` : products,
        conditions: searchConditions(query, order, text?.match),
        order,
        text: text !== undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
    )
    const matches = matchesOf(rows)
    let labels = vocabulary.labels
    let summary = summarise(matches, await this.facetIndex.get(), labels)
    if (summary.stale) {
      // A product added since the index was read, perhaps with a new category or brand.
      this.invalidate()
      labels = (await this.vocabulary.get()).labels
      summary = summarise(matches, await this.facetIndex.get(), labels)
    }
    const results = await this.documents.get(pageIds(rows))
    return { results, count: summary.count, facets: summary.facets }
  }

  async suggest(q: string): Promise<Suggestion[]> {
    return suggest(this.db, await this.vocabulary.get(), q)
  }

  /**
   * The full-text condition for `q`, or null when nothing can match: no word of it is in the
   * catalogue, not even as a typo or a beginning, or it holds no word at all ("%", "'--").
   */
  private textMatch(vocabulary: Vocabulary, q: string): { source: SQL; match: SQL } | null {
    const words = queryWords(q)
    if (words.length === 0) return null
    const terms = vocabulary.resolve(words, { completeLast: false })
    if (terms.length === 0) return null
    const source = sql`(select to_tsquery('english', ${buildTsQuery(terms)}) as tsq,
      ${comparableText(q)}::text as norm)`
    return { source, match: sql`p.search_vector @@ q.tsq` }
  }
}
