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
import { type Matches, summarise } from './facet-counts.ts'
import { FacetIndex } from './facet-index.ts'
import { GiveWay } from './give-way.ts'
import { ALL_FILTERS, filterMask } from './listing-filters.ts'
import { pageIds } from './listing-page.ts'
import type { ProductDocumentCache } from './product-document-cache.ts'
import { comparableText, queryWords } from './query-words.ts'
import { suggest } from './suggest.ts'
import { TextMatchCache, type TextMatches } from './text-matches.ts'
import { buildTsQuery } from './tsquery.ts'
import { Vocabulary } from './vocabulary.ts'

/** How long, in all, the first index load waits for searches the database answers meanwhile. */
const GIVE_WAY_MS = 1000

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
 * products a text matches come from the database once (GIN index, ranked) and are kept;
 * filtering, sorting, paging and the facets run over the in-memory index of every product
 * (facet-index.ts), and the page's documents come from the document cache. A listing
 * without text never reaches the database but for its page's documents
 * (docs/benchmarks.md tells why this plan). Until the index is loaded after a start, the
 * database answers each search whole (database-search.ts).
 */
export class SearchService {
  private readonly vocabulary: BackgroundValue<Vocabulary>
  private readonly facetIndex: BackgroundValue<FacetIndex>
  private readonly textMatches: TextMatchCache
  /** The lists of matches whose every product the index holds, per index. */
  private readonly completeLists = new WeakMap<FacetIndex, WeakSet<TextMatches>>()
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
    this.textMatches = new TextMatchCache(db)
  }

  /** Loads the vocabulary and the index, so the first search does not wait for them. */
  async warm(): Promise<void> {
    await Promise.all([this.vocabulary.get(), this.facetIndex.get()])
  }

  /** False until the index is loaded after a start: searches are answered by the database. */
  get indexLoaded(): boolean {
    return this.facetIndex.peek() !== undefined
  }

  /**
   * The catalogue changed. Product rows: their index entries are read again, they are
   * re-tested against every kept text, and the vocabulary (a few thousand words) reloaded;
   * a bulk change reloads the index and forgets the texts. Searches keep using what is loaded until the new state is in
   * place; the promise says when it is.
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
    await Promise.all([
      this.vocabulary.reload(),
      index.refresh(change.ids),
      this.textMatches.update(change.ids),
      reload,
    ])
  }

  async search(query: SearchQuery): Promise<SearchResponse> {
    const order = searchOrder(query)
    const vocabulary = await this.vocabulary.get()
    const tsquery = query.q ? this.tsquery(vocabulary, query.q) : undefined
    if (tsquery === null) return { results: [], count: 0, facets: noFacets }
    const index = this.facetIndex.peek()
    if (!index) {
      // Serve while warming: the index of a large catalogue takes seconds to load after a start.
      this.facetIndex.get().catch(() => undefined)
      const text = query.q && tsquery ? { tsquery, norm: comparableText(query.q) } : undefined
      return this.warming.during(async () => {
        const found = await searchInDatabase(this.db, query, order, vocabulary.labels, text, {
          atOnce: this.statementsAtOnce,
        })
        const results = await this.documents.get(found.ids)
        return { results, count: found.count, facets: found.facets }
      })
    }
    let text: TextMatches | undefined
    if (query.q && tsquery) {
      text = await this.textMatches.get(tsquery, comparableText(query.q))
      await this.complete(index, text)
    }
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
    const summary = summarise(matches, index, vocabulary.labels)
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

  /**
   * Reads into the index the products a list of matches holds but the index lacks (added
   * since the index was read, their notification still on its way), once per list: a write
   * replaces the lists it touches, and a reload makes a new index.
   */
  private async complete(index: FacetIndex, text: TextMatches): Promise<void> {
    let checked = this.completeLists.get(index)
    if (!checked) {
      checked = new WeakSet()
      this.completeLists.set(index, checked)
    }
    if (checked.has(text)) return
    const missing = Array.from(text.ids).filter((id) => !index.get(id))
    if (missing.length > 0) await index.refresh(missing)
    checked.add(text)
  }

  async suggest(q: string): Promise<Suggestion[]> {
    return suggest(this.db, await this.vocabulary.get(), q)
  }

  /**
   * The tsquery text for `q`, or null when nothing can match: no word of it is in the
   * catalogue, not even as a typo or a beginning, or it holds no word at all ("%", "'--").
   */
  private tsquery(vocabulary: Vocabulary, q: string): string | null {
    const words = queryWords(q)
    if (words.length === 0) return null
    const terms = vocabulary.resolve(words, { completeLast: false })
    if (terms.length === 0) return null
    return buildTsQuery(terms)
  }
}
