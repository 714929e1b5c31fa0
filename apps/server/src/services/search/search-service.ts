import {
  type SearchFacets,
  type SearchQuery,
  type SearchResponse,
  type Suggestion,
  searchOrder,
} from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { BackgroundValue } from './background-value.ts'
import type { CatalogChange } from './catalog-changes.ts'
import { summarise } from './facet-counts.ts'
import { FacetIndex } from './facet-index.ts'
import type { ProductDocumentCache } from './product-document-cache.ts'
import { comparableText, queryWords } from './query-words.ts'
import { queryRows } from './rows.ts'
import { searchConditions } from './search-filters.ts'
import { matchesOf, pageIds } from './search-rows.ts'
import { type SearchRow, searchStatement } from './search-statement.ts'
import { suggest } from './suggest.ts'
import { buildTsQuery } from './tsquery.ts'
import { Vocabulary } from './vocabulary.ts'

const products = sql`from products p`

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
  private readonly vocabulary: BackgroundValue<Vocabulary>
  private readonly facetIndex: BackgroundValue<FacetIndex>

  constructor(
    private readonly db: Database,
    private readonly documents: ProductDocumentCache,
  ) {
    this.vocabulary = new BackgroundValue(() => Vocabulary.load(db))
    this.facetIndex = new BackgroundValue(() => FacetIndex.load(db))
  }

  /** Loads the vocabulary and the facet index, so the first search does not wait for them. */
  async warm(): Promise<void> {
    await Promise.all([this.vocabulary.get(), this.facetIndex.get()])
  }

  /**
   * The catalogue changed. Product rows: their facet entries are read again and the
   * vocabulary (a few thousand words) reloaded; a bulk change reloads both. Searches keep
   * using what is loaded until the new state is in place; the promise says when it is.
   */
  async apply(change: CatalogChange): Promise<void> {
    if (change.kind === 'reviews') return
    const index = this.facetIndex.peek()
    const facets =
      change.kind === 'products' && index ? index.refresh(change.ids) : this.facetIndex.reload()
    await Promise.all([this.vocabulary.reload(), facets])
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
    const index = await this.facetIndex.get()
    let summary = summarise(matches, index, vocabulary.labels)
    if (summary.missing.length > 0) {
      // Products added since the index was read, their notification still on its way.
      await index.refresh(summary.missing)
      summary = summarise(matches, index, vocabulary.labels)
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
