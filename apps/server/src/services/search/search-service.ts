import {
  type SearchFacets,
  type SearchQuery,
  type SearchResponse,
  type Suggestion,
  searchOrder,
} from '@marquee/core'
import type { Database } from '../../db/client.ts'
import { BackgroundValue } from './background-value.ts'
import type { CatalogChange } from './catalog-changes.ts'
import { searchInDatabase } from './database-search.ts'
import { type Matches, type Summary, summarise } from './facet-counts.ts'
import { FacetIndex } from './facet-index.ts'
import { GiveWay } from './give-way.ts'
import { IndexMemo } from './index-memo.ts'
import { ALL_FILTERS, filterMask } from './listing-filters.ts'
import { pageIds } from './listing-page.ts'
import { PrefixQueries } from './prefix-queries.ts'
import type { ProductDocumentCache } from './product-document-cache.ts'
import { comparableText, queryWords } from './query-words.ts'
import { suggest } from './suggest.ts'
import { TextMatchCache } from './text-matches.ts'
import { type QueryTerm, type TextQuery, textQuery } from './text-query.ts'
import { buildTsQuery } from './tsquery.ts'
import { Vocabulary } from './vocabulary.ts'

/** How long, in all, the first index load waits for searches the database answers meanwhile. */
const GIVE_WAY_MS = 1000

/** Totals and facets kept for the texts and filters searched lately (a few hundred bytes each). */
const SUMMARIES_KEPT = 1000

const noFacets: SearchFacets = {
  categories: [],
  brands: [],
  sizes: [],
  colors: [],
  price: { min: 0, max: 0 },
}

/**
 * GET /api/products/search: typo-corrected full-text search with filters, sorting, paging
 * and facets. The words are corrected against the catalogue's vocabulary in memory; the
 * products a text matches and their ranks come from the index's text (text-index.ts, the
 * database's vectors and ts_rank) once per text and are kept; filtering, sorting, paging
 * and the facets run over the in-memory index of every product (facet-index.ts), and the
 * page's documents come from the document cache. A search reaches the database only for
 * documents not held and a word being typed for the first time (docs/benchmarks.md,
 * docs/decisions/024). Until the index is loaded after a start, the database answers each
 * search whole (database-search.ts).
 */
export class SearchService {
  private readonly vocabulary: BackgroundValue<Vocabulary>
  private readonly facetIndex: BackgroundValue<FacetIndex>
  private readonly textMatches = new TextMatchCache()
  private readonly prefixQueries: PrefixQueries
  private readonly summaries = new IndexMemo<Summary>(SUMMARIES_KEPT)
  /** Searches answered while the index loads go before the load's statements. */
  private readonly warming = new GiveWay(GIVE_WAY_MS)

  constructor(
    private readonly db: Database,
    private readonly documents: ProductDocumentCache,
    /** Statements at once when the database answers a search alone (database-search.ts). */
    private readonly statementsAtOnce = 1,
  ) {
    this.vocabulary = new BackgroundValue(() => Vocabulary.load(db))
    this.facetIndex = new BackgroundValue(() =>
      FacetIndex.load(db, { beforeStatement: () => this.warming.turn() }),
    )
    this.prefixQueries = new PrefixQueries(db)
  }

  /**
   * Loads the vocabulary and the index, so the first search does not wait for them, then the
   * documents of a catalogue that fits in the document cache.
   */
  async warm(): Promise<void> {
    const [, index] = await Promise.all([this.vocabulary.get(), this.facetIndex.get()])
    await this.documents.preload(index.ids(), () => this.warming.turn())
  }

  /** False until the index is loaded after a start: searches are answered by the database. */
  get indexLoaded(): boolean {
    return this.facetIndex.peek() !== undefined
  }

  /**
   * The catalogue changed. Product rows: their index entries (text included) are read again,
   * which retires the texts' kept matches, and the vocabulary (a few thousand words) is
   * reloaded; a bulk change reloads the index. Searches keep using what is loaded until the
   * new state is in place; the promise says when it is.
   */
  async apply(change: CatalogChange): Promise<void> {
    if (change.kind === 'reviews' || change.kind === 'pages') return
    const index = this.facetIndex.peek()
    if (change.kind === 'bulk' || !index) {
      this.textMatches.clear()
      await Promise.all([this.vocabulary.reload(), this.facetIndex.reload()])
      return
    }
    // A reload under way may have read these products before the write: load once more after it.
    const reload = this.facetIndex.reloading ? this.facetIndex.reload() : undefined
    await Promise.all([this.vocabulary.reload(), index.refresh(change.ids), reload])
  }

  async search(query: SearchQuery): Promise<SearchResponse> {
    const order = searchOrder(query)
    const vocabulary = await this.vocabulary.get()
    const terms = query.q ? this.terms(vocabulary, query.q) : undefined
    if (terms === null) return { results: [], count: 0, facets: noFacets }
    const tsquery = terms && buildTsQuery(terms)
    const norm = comparableText(query.q ?? '')
    const index = this.facetIndex.peek()
    if (!index) {
      // Serve while warming: the index of a large catalogue takes seconds to load after a start.
      this.facetIndex.get().catch(() => undefined)
      const text = tsquery ? { tsquery, norm } : undefined
      return this.warming.during(async () => {
        const found = await searchInDatabase(this.db, query, order, vocabulary.labels, text, {
          atOnce: this.statementsAtOnce,
        })
        const results = await this.documents.get(found.ids)
        return { results, count: found.count, facets: found.facets }
      })
    }
    const text =
      terms && tsquery
        ? await this.textMatches.get(index, tsquery, norm, async () =>
            textQuery(terms, (word) => vocabulary.wordQuery(word), await this.prefixes(terms)),
          )
        : undefined
    const { base, mask } = filterMask(query, order, index, vocabulary.labels)
    const matches: Matches = (each) => {
      if (!text) {
        index.forEach((product) => {
          if (base(product)) each(product, mask(product))
        })
        return
      }
      for (const id of text.ids) {
        const product = index.get(id)
        if (product && base(product)) each(product, mask(product))
      }
    }
    // Every page and every order but 'sale' of a text and its filters have the same total and facets.
    const { page, pageSize, sortBy, ...filters } = query
    const summary = this.summaries.get(
      index,
      vocabulary.labels,
      `${tsquery ?? ''}\n${norm}\n${order === 'sale'}\n${JSON.stringify(filters)}`,
      () => summarise(matches, index, vocabulary.labels),
    )
    const ids = pageIds({
      order,
      text,
      index,
      isResult: (product) => base(product) && mask(product) === ALL_FILTERS,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    })
    const results = await this.documents.get(ids)
    return { results, count: summary.count, facets: summary.facets }
  }

  /** The queries of the words being typed in `terms`, read before the query is built. */
  private async prefixes(terms: QueryTerm[]): Promise<(typed: string) => TextQuery | null> {
    const typed = terms.filter((term) => term.prefix).map((term) => term.typed)
    const queries = new Map(
      await Promise.all(
        typed.map(async (word) => [word, await this.prefixQueries.get(word)] as const),
      ),
    )
    return (word) => queries.get(word) ?? null
  }

  async suggest(q: string): Promise<Suggestion[]> {
    return suggest(this.db, await this.vocabulary.get(), q)
  }

  /**
   * The terms of `q`, or null when nothing can match: no word of it is in the catalogue, not
   * even as a typo or a beginning, or it holds no word at all ("%", "'--").
   */
  private terms(vocabulary: Vocabulary, q: string): QueryTerm[] | null {
    const words = queryWords(q)
    if (words.length === 0) return null
    const terms = vocabulary.resolve(words, { completeLast: false })
    return terms.length === 0 ? null : terms
  }
}
