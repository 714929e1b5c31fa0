import { type SearchOrder, type SearchQuery, toCents } from '@marquee/core'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { CatalogLabels } from './catalog-labels.ts'
import { type FacetTallies, facetsFrom, type Summary } from './facet-counts.ts'
import { ALL_FILTERS, categoryIds, FILTER_BITS, given, idsNamed } from './listing-filters.ts'
import { mapAtOnce } from './map-at-once.ts'
import { shopProducts } from './product-document.ts'
import { queryRows } from './rows.ts'

/** A text's tsquery and its comparable form (an exact title ranks first). */
export interface TextSearch {
  tsquery: string
  norm: string
}

interface Tally<T> {
  value: T
  count: number
}

/** One slice's part of the answer: its best rows for the page, its counts. */
interface Part {
  best: Candidate[] | null
  count: number
  categories: Tally<number>[] | null
  brands: Tally<number>[] | null
  /** Each counted product's sizes (colours): counting them here beat unnest and group by in PGlite. */
  sizes: string[][] | null
  colors: string[][] | null
  min: number | null
  max: number | null
}

/** A result with what it sorts by: id, title key, price in cents, rank, exact title. */
type Candidate = [number, string, number, number, number]

/**
 * Products per statement: PGlite runs each statement on the main thread, and counting the
 * facets of 100,000 products in one held every request for seconds.
 */
const SLICE_IDS = 5000
/** A text's matches per statement (found first by the GIN index alone). */
const SLICE_MATCHES = 2000

export interface SliceOptions {
  /** Products per statement (SLICE_IDS), or a text's matches per statement (SLICE_MATCHES). */
  ids?: number
  matches?: number
  /** Statements at once: PostgreSQL runs each on its own core; PGlite runs one at a time. */
  atOnce?: number
}

/**
 * One search answered by the database alone: the page's ids, the total and the facets,
 * with the in-memory path's filters, order and disjunctive counts (listing-filters.ts,
 * listing-page.ts, facet-counts.ts). It serves while the facet index loads after a start,
 * so the first searches do not wait seconds for it. It reads the catalogue (or a text's
 * matches) in slices of ids, letting requests run between two: each slice counts its
 * products and gives its best rows for the page, and the slices add up here. It scans
 * every match, so it is not the way once the index is in place.
 */
export async function searchInDatabase(
  db: Database,
  query: SearchQuery,
  order: SearchOrder,
  labels: CatalogLabels,
  text: TextSearch | undefined,
  options: SliceOptions = {},
): Promise<Summary & { ids: number[] }> {
  const offset = (query.page - 1) * query.pageSize
  const mask = filterMask(query, labels)
  const tallies = new Tallies()
  let best: Candidate[] = []
  let count = 0
  const sizes = { ids: options.ids ?? SLICE_IDS, matches: options.matches ?? SLICE_MATCHES }
  const input = { order, text, mask, take: offset + query.pageSize }
  const parts = await mapAtOnce(await slices(db, text, sizes), options.atOnce ?? 1, (slice) =>
    readSlice(db, slice, input),
  )
  for (const part of parts) {
    count += part.count
    tallies.add(part)
    best = best.concat(part.best ?? [])
  }
  const compare = comparator(order, text !== undefined)
  const ids = best
    .sort(compare)
    .slice(offset, offset + query.pageSize)
    .map(([id]) => id)
  return { ids, count, facets: facetsFrom(tallies.result(), labels) }
}

/** The slices to read: ranges of ids, or a text's matching ids in runs. */
async function slices(
  db: Database,
  text: TextSearch | undefined,
  sizes: { ids: number; matches: number },
): Promise<SQL[]> {
  if (text) {
    const ids = await matchingIds(db, text.tsquery)
    const runs: SQL[] = []
    for (let start = 0; start < ids.length; start += sizes.matches) {
      const run = ids.slice(start, start + sizes.matches).join(',')
      runs.push(sql`p.id = any(string_to_array(${run}, ',')::int[])`)
    }
    return runs
  }
  const [range] = await queryRows<{ low: number | null; high: number | null }>(
    db,
    sql`select min(p.id) as low, max(p.id) as high from ${shopProducts} p`,
  )
  const ranges: SQL[] = []
  if (range?.low == null || range.high == null) return ranges
  for (let low = range.low; low <= range.high; low += sizes.ids) {
    ranges.push(sql`p.id between ${low} and ${low + sizes.ids - 1}`)
  }
  return ranges
}

interface SliceInput {
  order: SearchOrder
  text: TextSearch | undefined
  mask: SQL
  /** How many of the slice's best rows the page may need. */
  take: number
}

async function readSlice(db: Database, slice: SQL, input: SliceInput): Promise<Part> {
  const { order, text, mask, take } = input
  const [row] = await queryRows<{ part: string }>(
    db,
    sql`with q as (select ${text ? sql`to_tsquery('english', ${text.tsquery})` : sql`null::tsquery`} as tsq,
        ${text?.norm ?? ''}::text as norm),
      m as materialized (
        select p.id, p.category_id, p.brand_id, p.price_cents, p.title_key, p.sizes, p.colors,
          ${text ? sql`ts_rank(p.rank_vector, q.tsq)` : sql`0::real`} as rank,
          ${text ? sql`(p.title_key = q.norm)::int` : sql`0`} as exact,
          ${mask} as mask
        from ${shopProducts} p, q
        where ${slice}
          ${order === 'sale' ? sql`and p.old_price_cents > p.price_cents` : sql``})
      select json_build_object(
        'best', (select json_agg(json_build_array(id, title_key, price_cents, rank, exact))
          from (select * from m where mask = ${sql.raw(String(ALL_FILTERS))}
            order by ${orderBy(order, text !== undefined)} limit ${take}) as b),
        'count', (select count(*) from m where mask = ${sql.raw(String(ALL_FILTERS))}),
        'categories', ${tally(sql`category_id`, FILTER_BITS.category)},
        'brands', ${tally(sql`brand_id`, FILTER_BITS.brand)},
        'sizes', (select json_agg(sizes) from m where ${others(FILTER_BITS.size)}),
        'colors', (select json_agg(colors) from m where ${others(FILTER_BITS.color)}),
        'min', (select min(price_cents) from m where ${others(FILTER_BITS.price)}),
        'max', (select max(price_cents) from m where ${others(FILTER_BITS.price)})
      )::text as part`,
  )
  return JSON.parse(row?.part ?? '{}') as Part
}

/** The slices' counts added up. */
class Tallies {
  private readonly categories = new Map<number, number>()
  private readonly brands = new Map<number, number>()
  private readonly sizes = new Map<string, number>()
  private readonly colors = new Map<string, number>()
  private min = Number.POSITIVE_INFINITY
  private max = Number.NEGATIVE_INFINITY

  add(part: Part): void {
    addTo(this.categories, part.categories)
    addTo(this.brands, part.brands)
    addEachTo(this.sizes, part.sizes)
    addEachTo(this.colors, part.colors)
    if (part.min !== null) this.min = Math.min(this.min, part.min)
    if (part.max !== null) this.max = Math.max(this.max, part.max)
  }

  result(): FacetTallies {
    const list = <T>(counts: Map<T, number>) =>
      [...counts].map(([value, count]) => ({ value, count }))
    return {
      categories: list(this.categories),
      brands: list(this.brands),
      sizes: list(this.sizes),
      colors: list(this.colors),
      priceCents: Number.isFinite(this.min) ? { min: this.min, max: this.max } : undefined,
    }
  }
}

function addTo<T>(counts: Map<T, number>, tallies: Tally<T>[] | null): void {
  for (const { value, count } of tallies ?? []) counts.set(value, (counts.get(value) ?? 0) + count)
}

function addEachTo(counts: Map<string, number>, lists: string[][] | null): void {
  for (const list of lists ?? []) {
    for (const value of list) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
}

/** Passes every filter, `own` left out: what a facet counts. */
const others = (own: number) => sql.raw(`(mask | ${own}) = ${ALL_FILTERS}`)

function tally(key: SQL, own: number): SQL {
  return sql`(select json_agg(json_build_object('value', t.value, 'count', t.count))
    from (select ${key} as value, count(*)::int as count from m
      where ${others(own)} group by 1) as t)`
}

/** The five filter bits of listing-filters.ts, as SQL over `p`. */
function filterMask(query: SearchQuery, labels: CatalogLabels): SQL {
  const categories = categoryIds(query, labels)
  const brand = given(query.brand)
  const brands = brand === undefined ? undefined : idsNamed(labels.brands, brand)
  const size = given(query.size)
  const color = given(query.color)
  const min = query.minPrice === undefined ? undefined : toCents(query.minPrice)
  const max = query.maxPrice === undefined ? undefined : toCents(query.maxPrice)
  const bit = (test: SQL | undefined, value: number) =>
    test
      ? sql`(case when ${test} then ${sql.raw(String(value))} else 0 end)`
      : sql.raw(String(value))
  return sql`(${bit(categories && inIds(sql`p.category_id`, categories), FILTER_BITS.category)}
    + ${bit(brands && inIds(sql`p.brand_id`, brands), FILTER_BITS.brand)}
    + ${bit(size === undefined ? undefined : sql`exists (select 1 from unnest(p.sizes) as v where lower(v) = ${size})`, FILTER_BITS.size)}
    + ${bit(color === undefined ? undefined : sql`exists (select 1 from unnest(p.colors) as v where lower(v) = ${color})`, FILTER_BITS.color)}
    + ${bit(
      min === undefined && max === undefined
        ? undefined
        : sql`${min === undefined ? sql`true` : sql`p.price_cents >= ${min}`}
          and ${max === undefined ? sql`true` : sql`p.price_cents <= ${max}`}`,
      FILTER_BITS.price,
    )})::int`
}

function inIds(column: SQL, ids: Set<number>): SQL {
  return sql`${column} = any(string_to_array(${[...ids].join(',')}, ',')::int[])`
}

/** listing-page.ts's orders; titles compare by code unit, as JavaScript's `<` does. */
function orderBy(order: SearchOrder, ranked: boolean): SQL {
  const title = sql`title_key collate "C", id`
  if (!ranked) {
    if (order === 'high') return sql`price_cents desc, id`
    return order === 'low' ? sql`price_cents, id` : title
  }
  if (order === 'asc') return title
  if (order === 'low') return sql`price_cents, rank desc, id`
  if (order === 'high') return sql`price_cents desc, rank desc, id`
  return sql`exact desc, rank desc, id`
}

/** orderBy's order in JavaScript, for the slices' best rows (ranks are float4: fround). */
function comparator(order: SearchOrder, ranked: boolean): (x: Candidate, y: Candidate) => number {
  const title = (x: Candidate, y: Candidate) => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : x[0] - y[0])
  const rank = (x: Candidate, y: Candidate) => Math.fround(y[3]) - Math.fround(x[3]) || x[0] - y[0]
  if (!ranked) {
    if (order === 'high') return (x, y) => y[2] - x[2] || x[0] - y[0]
    return order === 'low' ? (x, y) => x[2] - y[2] || x[0] - y[0] : title
  }
  if (order === 'asc') return title
  if (order === 'low') return (x, y) => x[2] - y[2] || rank(x, y)
  if (order === 'high') return (x, y) => y[2] - x[2] || rank(x, y)
  return (x, y) => y[4] - x[4] || rank(x, y)
}

/** Product ids per statement when finding a text's matches (see matchingIds). */
const FIND_RANGE = 10_000

/**
 * The ids of the published products a text matches, by ranges of ids: the GIN index finds
 * them, but checking each match reads its row, and a broad word's 13,000 rows at 100,000
 * products, read cold after a start, held PGlite's thread for ~0.5 s of CPU in one statement.
 */
async function matchingIds(db: Database, tsquery: string): Promise<string[]> {
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
