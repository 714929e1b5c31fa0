import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { shopProducts } from './product-document.ts'
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
 * memory (search-service.ts). A write to product rows re-tests those products against every
 * kept query in one statement and moves them in each list; reviews do not touch it.
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

  /** These products changed: test them again against every kept query. */
  async update(ids: number[]): Promise<void> {
    this.generation += 1
    const kept: [string, TextMatches][] = []
    for (const [key, entry] of [...this.entries]) {
      // Only lists already read are kept; one still loading started before the write.
      const matches = await Promise.race([entry.catch(() => undefined), Promise.resolve(undefined)])
      if (matches) kept.push([key, matches])
      else this.entries.delete(key)
    }
    if (kept.length === 0) return
    const found = await retest(
      this.db,
      ids,
      kept.map(([key]) => key),
    )
    for (const [at, [key, matches]] of kept.entries()) {
      if (!this.entries.has(key)) continue
      const updated = moved(matches, new Set(ids), found.get(at) ?? [])
      this.entries.set(key, Promise.resolve(updated))
      this.total += updated.ids.length - matches.ids.length
      this.sizes.set(key, updated.ids.length)
    }
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

interface Match {
  id: number
  rank: number
  exact: number
}

const better = (x: Match, y: Match) => y.exact - x.exact || y.rank - x.rank || x.id - y.id

function fromMatches(order: Match[]): TextMatches {
  return {
    ids: Int32Array.from(order, (match) => match.id),
    ranks: Float32Array.from(order, (match) => match.rank),
    exact: Uint8Array.from(order, (match) => match.exact),
  }
}

/** `matches` without the `changed` products, then with those of them that match now. */
function moved(matches: TextMatches, changed: Set<number>, now: Match[]): TextMatches {
  const order: Match[] = []
  matches.ids.forEach((id, at) => {
    if (!changed.has(id)) {
      order.push({ id, rank: matches.ranks[at] as number, exact: matches.exact[at] as number })
    }
  })
  for (const match of now) {
    let low = 0
    let high = order.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (better(order[middle] as Match, match) < 0) low = middle + 1
      else high = middle
    }
    order.splice(low, 0, match)
  }
  return fromMatches(order)
}

/** Which of `ids` match each kept query (`tsquery\nnorm`), by the query's position. */
async function retest(db: Database, ids: number[], keys: string[]): Promise<Map<number, Match[]>> {
  const pairs = keys.map((key) => [
    key.slice(0, key.indexOf('\n')),
    key.slice(key.indexOf('\n') + 1),
  ])
  const rows = await queryRows<{ at: number; id: number; rank: number; exact: number }>(
    db,
    sql`select q.at::int as at, p.id, ts_rank(p.rank_vector, q.tsq)::text as rank,
        case when p.title_key = q.norm then 1 else 0 end as exact
      from ${shopProducts} p
      cross join (select k.at - 1 as at, to_tsquery('english', k.pair ->> 0) as tsq,
          k.pair ->> 1 as norm
        from jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) with ordinality as k(pair, at)) as q
      where p.id = any(string_to_array(${ids.join(',')}, ',')::int[]) and p.search_vector @@ q.tsq`,
  )
  const found = new Map<number, Match[]>()
  for (const row of rows) {
    const list = found.get(row.at) ?? []
    list.push({ id: row.id, rank: Math.fround(Number(row.rank)), exact: row.exact })
    found.set(row.at, list)
  }
  return found
}

/** Product ids per statement when finding a text's matches (see matchingIds). */
const FIND_RANGE = 10_000

/**
 * The ids of the published products a text matches, by ranges of ids: the GIN index finds
 * them, but checking each match reads its row, and a broad word's 13,000 rows at 100,000
 * products, read cold after a start, held PGlite's thread for ~0.5 s of CPU in one statement.
 */
export async function matchingIds(db: Database, tsquery: string): Promise<string[]> {
  const [range] = await queryRows<{ low: number | null; high: number | null }>(
    db,
    sql`select min(id) as low, max(id) as high from products`,
  )
  const ids: string[] = []
  if (range?.low == null || range.high == null) return ids
  for (let low = range.low; low <= range.high; low += FIND_RANGE) {
    const [row] = await queryRows<{ list: string | null }>(
      db,
      sql`select string_agg(p.id::text, ',' order by p.id) as list from ${shopProducts} p
        where p.id between ${low} and ${low + FIND_RANGE - 1}
          and p.search_vector @@ to_tsquery('english', ${tsquery})`,
    )
    if (row?.list) ids.push(...row.list.split(','))
  }
  return ids
}

/**
 * Matches ranked per statement: PGlite runs each statement on the main thread, and ranking a
 * broad word's 13,000 matches at 100,000 products in one held every request for ~0.4 s.
 */
const RANK_CHUNK = 1000

/**
 * One text: which products match (the GIN index alone), then their ranks by slices of ids
 * (requests run between two statements: queryRows), each read digit by digit (`id:rank:exact,...`).
 */
async function readMatches(db: Database, tsquery: string, norm: string): Promise<TextMatches> {
  const ids = await matchingIds(db, tsquery)
  const order: Match[] = []
  for (let start = 0; start < ids.length; start += RANK_CHUNK) {
    const [row] = await queryRows<{ list: string | null }>(
      db,
      sql`select string_agg(m.id || ':' || m.rank || ':' || m.exact, ',') as list
        from (select p.id, ts_rank(p.rank_vector, q.tsq) as rank,
            case when p.title_key = q.norm then 1 else 0 end as exact
          from ${shopProducts} p
          cross join (select to_tsquery('english', ${tsquery}) as tsq, ${norm}::text as norm) as q
          where p.id = any(string_to_array(${ids.slice(start, start + RANK_CHUNK).join(',')}, ',')::int[])) as m`,
    )
    for (const part of (row?.list ?? '').split(',')) {
      if (part === '') continue
      const [id, rank, exact] = part.split(':')
      order.push({ id: Number(id), rank: Math.fround(Number(rank)), exact: Number(exact) })
    }
  }
  order.sort(better)
  return fromMatches(order)
}
