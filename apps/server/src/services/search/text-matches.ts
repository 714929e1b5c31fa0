import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from './rows.ts'

/** Every product a text query matches, best first: exact title, then rank, then id. */
export interface TextMatches {
  ids: Int32Array
  /** ts_rank is a float4, so a Float32Array holds it exactly. */
  ranks: Float32Array
  exact: Uint8Array
}

/** Matches kept across all queries: ~9 bytes each, so ~18 MB at most. */
const MAX_MATCHES = 2_000_000

/**
 * The products each text query matches, ranked once and kept: a broad word matches a tenth
 * of a large catalogue, and ranking it again for every page, sort and filter cost more than
 * everything else in a search. Filters, sorting, paging and facets work on this list in
 * memory (search-service.ts). A write to product rows empties it; reviews do not touch it.
 */
export class TextMatchCache {
  private readonly entries = new Map<string, Promise<TextMatches>>()
  private readonly sizes = new Map<string, number>()
  private total = 0
  /** Bumped by clear(): a read that started before it must not stay. */
  private generation = 0

  constructor(private readonly db: Database) {}

  /** The matches of `tsquery` (to_tsquery's text), marking titles whose key equals `norm`. */
  get(tsquery: string, norm: string): Promise<TextMatches> {
    const key = `${tsquery}\n${norm}`
    const cached = this.entries.get(key)
    if (cached) {
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached
    }
    const generation = this.generation
    const loading = readMatches(this.db, tsquery, norm)
    this.entries.set(key, loading)
    loading.then(
      (matches) => {
        if (this.entries.get(key) !== loading) return
        if (generation !== this.generation) this.entries.delete(key)
        else this.account(key, matches.ids.length)
      },
      () => {
        if (this.entries.get(key) === loading) this.entries.delete(key)
      },
    )
    return loading
  }

  clear(): void {
    this.generation += 1
    this.entries.clear()
    this.sizes.clear()
    this.total = 0
  }

  private account(key: string, size: number): void {
    this.sizes.set(key, size)
    this.total += size
    for (const oldest of this.entries.keys()) {
      if (this.total <= MAX_MATCHES || oldest === key) break
      this.total -= this.sizes.get(oldest) ?? 0
      this.sizes.delete(oldest)
      this.entries.delete(oldest)
    }
  }
}

/** One text, read digit by digit: `id:rank:exact,...` for thousands of matches. */
async function readMatches(db: Database, tsquery: string, norm: string): Promise<TextMatches> {
  const [row] = await queryRows<{ list: string | null }>(
    db,
    sql`select string_agg(m.id || ':' || m.rank || ':' || m.exact, ',') as list
      from (select p.id, ts_rank(p.rank_vector, q.tsq) as rank,
          case when p.title_key = q.norm then 1 else 0 end as exact
        from products p
        cross join (select to_tsquery('english', ${tsquery}) as tsq, ${norm}::text as norm) as q
        where p.search_vector @@ q.tsq) as m`,
  )
  const parts = (row?.list ?? '').split(',').filter((part) => part !== '')
  const order = parts.map((part) => {
    const [id, rank, exact] = part.split(':')
    return { id: Number(id), rank: Math.fround(Number(rank)), exact: Number(exact) }
  })
  order.sort((x, y) => y.exact - x.exact || y.rank - x.rank || x.id - y.id)
  return {
    ids: Int32Array.from(order, (match) => match.id),
    ranks: Float32Array.from(order, (match) => match.rank),
    exact: Uint8Array.from(order, (match) => match.exact),
  }
}
