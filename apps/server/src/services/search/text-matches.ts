import type { FacetIndex } from './facet-index.ts'
import { storedOperands, type TextQuery } from './text-query.ts'
import { type RankQuery, rankQuery } from './ts-rank.ts'

/** Every product a text query matches, best first: exact title, then rank, then id. */
export interface TextMatches {
  ids: Int32Array
  /** ts_rank is a float4, so a Float32Array holds it exactly. */
  ranks: Float32Array
  exact: Uint8Array
}

/** Matches kept across all queries: ~9 bytes each, so ~18 MB at most. */
const MAX_MATCHES = 2_000_000

const NO_MATCHES: TextMatches = {
  ids: new Int32Array(0),
  ranks: new Float32Array(0),
  exact: new Uint8Array(0),
}

/**
 * The products each text matches, ranked once and kept: the pages, sorts, filters and facets
 * of one text reuse its list (search-service.ts). Lists belong to one state of the index: a
 * write to products changes the index, and the next search finds its text again.
 */
export class TextMatchCache {
  private readonly entries = new Map<string, TextMatches>()
  private total = 0
  private index: FacetIndex | undefined
  private version = -1

  /** The matches of the text `key` names, `query` being its query (null: nothing can match). */
  async get(
    index: FacetIndex,
    key: string,
    norm: string,
    query: () => Promise<TextQuery | null>,
  ): Promise<TextMatches> {
    this.forgetStale(index)
    const name = `${key}\n${norm}`
    const cached = this.entries.get(name)
    if (cached) {
      this.entries.delete(name)
      this.entries.set(name, cached)
      return cached
    }
    const built = await query()
    // The index may have changed while the query was built: rank against it as it is now.
    this.forgetStale(index)
    const matches = built ? rankMatches(index, built, norm) : NO_MATCHES
    this.keep(name, matches)
    return matches
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  private forgetStale(index: FacetIndex): void {
    if (index === this.index && index.version === this.version) return
    this.clear()
    this.index = index
    this.version = index.version
  }

  private keep(key: string, matches: TextMatches): void {
    this.entries.set(key, matches)
    this.total += matches.ids.length
    for (const [oldest, list] of this.entries) {
      if (this.total <= MAX_MATCHES || oldest === key) break
      this.total -= list.ids.length
      this.entries.delete(oldest)
    }
  }
}

/** What ts_rank reads of `query`: its stored operands and whether its top operator is & or a phrase. */
export function rankingOf(query: TextQuery): RankQuery {
  return rankQuery(storedOperands(query), query.kind === 'and' || query.kind === 'phrase')
}

/** The products `query` matches in `index`, sorted: exact title first, then rank, then id. */
function rankMatches(index: FacetIndex, query: TextQuery, norm: string): TextMatches {
  const ranking = rankingOf(query)
  const ids = index.text.matches(query)
  const ranks = new Float32Array(ids.length)
  const exact = new Uint8Array(ids.length)
  for (let at = 0; at < ids.length; at++) {
    const id = ids[at] as number
    ranks[at] = index.text.rank(id, ranking)
    exact[at] = index.get(id)?.titleKey === norm ? 1 : 0
  }
  const order = Int32Array.from({ length: ids.length }, (_, at) => at).sort(
    (x, y) =>
      (exact[y] as number) - (exact[x] as number) ||
      (ranks[y] as number) - (ranks[x] as number) ||
      (ids[x] as number) - (ids[y] as number),
  )
  return {
    ids: Int32Array.from(order, (at) => ids[at] as number),
    ranks: Float32Array.from(order, (at) => ranks[at] as number),
    exact: Uint8Array.from(order, (at) => exact[at] as number),
  }
}
