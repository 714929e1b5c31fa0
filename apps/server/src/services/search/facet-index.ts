import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { shopProducts } from './product-document.ts'
import { queryRows } from './rows.ts'
import { SortedIds } from './sorted-ids.ts'
import { SortedRuns } from './sorted-runs.ts'
import { TextIndex } from './text-index.ts'

/** What the sidebar counts of one product; sizes and colours as codes into the index's lists. */
export interface ProductFacets {
  categoryId: number
  brandId: number
  priceCents: number
  oldPriceCents: number | null
  /** The title as the listing sorts it: lower-case letters, digits and spaces only. */
  titleKey: string
  sizes: number[]
  colors: number[]
}

type Entry = [
  id: number,
  categoryId: number,
  brandId: number,
  priceCents: number,
  oldPriceCents: number | null,
  titleKey: string,
  sizes: string[],
  colors: string[],
  searchVector: string,
  rankVector: string,
]

/**
 * Rows per statement while loading: PGlite runs each statement on the main thread, and at
 * 100,000 products 5,000 rows held every request for 100-200 ms. With PGlite's 32 MB buffer
 * pool (db/client.ts) more of the rows are read from files within the statement: 1,000 rows
 * stalled the loop 52-114 ms in six scale-bench runs, 500 rows 58 and 91 ms in two (the index
 * in place after ~6 s rather than ~5).
 */
const LOAD_CHUNK = 500

export interface LoadOptions {
  /** Products per statement (LOAD_CHUNK). */
  chunk?: number
  /** Awaited before each statement of the load: lets searches that cannot wait go first. */
  beforeStatement?: () => Promise<void>
}

/** Distinct values, each with a small code, so counting is array arithmetic. */
class ValueCodes {
  readonly values: string[] = []
  private readonly codes = new Map<string, number>()

  encode(value: string): number {
    let code = this.codes.get(value)
    if (code === undefined) {
      code = this.values.length
      this.codes.set(value, code)
      this.values.push(value)
    }
    return code
  }
}

/**
 * What a listing filters, sorts and counts by, for every product, held in memory beside the
 * vocabulary with the products in title and in price order, and which products a text
 * matches and how well (`text`, text-index.ts): matching, ranking, filtering, sorting, paging
 * and the facets happen here (docs/benchmarks.md). A write refreshes the entries of the
 * products it touched.
 */
export class FacetIndex {
  /**
   * By id (serial, so dense): an array index where a map lookup was a third of a text
   * search's time at 100,000 products, its table scattered over memory.
   */
  private readonly products: (ProductFacets | undefined)[] = []
  private count = 0
  private changes = 0
  private readonly sizes = new ValueCodes()
  private readonly colors = new ValueCodes()
  readonly byTitle = new SortedIds((x, y) => {
    const a = this.products[x]?.titleKey ?? ''
    const b = this.products[y]?.titleKey ?? ''
    return a < b ? -1 : a > b ? 1 : x - y
  })
  /** Which products a text matches, and their ranks (text-index.ts). */
  readonly text = new TextIndex()
  readonly byPrice = new SortedIds(
    (x, y) => (this.products[x]?.priceCents ?? 0) - (this.products[y]?.priceCents ?? 0) || x - y,
  )

  private constructor(private readonly db: Database) {}

  /** Reads every published product in chunks of ids, merging each into the two orders. */
  static async load(db: Database, options: LoadOptions = {}): Promise<FacetIndex> {
    const index = new FacetIndex(db)
    const key = (id: number) => index.products[id] as ProductFacets
    const byTitle = new SortedRuns((id) => key(id).titleKey)
    const byPrice = new SortedRuns((id) => key(id).priceCents)
    const chunk = options.chunk ?? LOAD_CHUNK
    let after = 0
    for (;;) {
      await options.beforeStatement?.()
      const entries = await index.read(sql`p.id > ${after} order by p.id limit ${chunk}`)
      for (const entry of entries) index.store(entry)
      const ids = entries.map((entry) => entry[0])
      await byTitle.add(ids)
      await byPrice.add(ids)
      if (entries.length < chunk) break
      after = ids.at(-1) as number
    }
    index.byTitle.append(await byTitle.finish())
    index.byPrice.append(await byPrice.finish())
    await index.text.finishLoad()
    return index
  }

  /** Moves with every refresh: what was worked out from the index before may be stale. */
  get version(): number {
    return this.changes
  }

  get sizeValues(): string[] {
    return this.sizes.values
  }

  get colorValues(): string[] {
    return this.colors.values
  }

  get(id: number): ProductFacets | undefined {
    return this.products[id]
  }

  get size(): number {
    return this.count
  }

  /** Every product's id, ascending. */
  ids(): number[] {
    const ids: number[] = []
    this.products.forEach((product, id) => {
      if (product) ids.push(id)
    })
    return ids
  }

  /** Calls `visit` with every product, in no particular order. */
  forEach(visit: (product: ProductFacets) => void): void {
    for (const product of this.products) if (product) visit(product)
  }

  /** Reads these products' entries again; a product no longer there leaves the index. */
  async refresh(ids: number[]): Promise<void> {
    if (ids.length === 0) return
    const entries = await this.read(sql`p.id = any(string_to_array(${ids.join(',')}, ',')::int[])`)
    const present = (id: number) => this.products[id] !== undefined
    const found = new Set(entries.map((entry) => entry[0]))
    for (const id of ids) if (!found.has(id)) this.remove(id)
    for (const entry of entries) this.store(entry)
    this.changes++
    this.byTitle.update(ids, present)
    this.byPrice.update(ids, present)
  }

  private async read(where: SQL): Promise<Entry[]> {
    // One JSON text: decoding thousands of rows of typed columns in PGlite's JavaScript is slower.
    const [row] = await queryRows<{ list: string | null }>(
      this.db,
      sql`select json_agg(json_build_array(e.id, e.category_id, e.brand_id, e.price_cents,
        e.old_price_cents, e.title_key, e.sizes, e.colors, e.search_vector, e.rank_vector)
        order by e.id)::text as list
        from (select p.id, p.category_id, p.brand_id, p.price_cents, p.old_price_cents,
          p.title_key, p.sizes, p.colors, coalesce(p.search_vector::text, '') as search_vector,
          coalesce(p.rank_vector::text, '') as rank_vector
          from ${shopProducts} p where ${where}) as e`,
    )
    return JSON.parse(row?.list ?? '[]') as Entry[]
  }

  private store(entry: Entry): void {
    const [
      id,
      categoryId,
      brandId,
      priceCents,
      oldPriceCents,
      titleKey,
      sizeList,
      colorList,
      searchVector,
      rankVector,
    ] = entry
    if (!this.products[id]) this.count++
    this.products[id] = {
      categoryId,
      brandId,
      priceCents,
      oldPriceCents,
      titleKey,
      sizes: sizeList.map((size) => this.sizes.encode(size)),
      colors: colorList.map((color) => this.colors.encode(color)),
    }
    this.text.add(id, searchVector, rankVector)
  }

  private remove(id: number): void {
    if (!this.products[id]) return
    this.products[id] = undefined
    this.text.remove(id)
    this.count--
  }
}
