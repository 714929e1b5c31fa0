import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from './rows.ts'

/** What the sidebar counts of one product; sizes and colours as codes into the index's lists. */
export interface ProductFacets {
  categoryId: number
  brandId: number
  priceCents: number
  sizes: number[]
  colors: number[]
}

type Entry = [
  id: number,
  categoryId: number,
  brandId: number,
  priceCents: number,
  sizes: string[],
  colors: string[],
]

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
 * The facet values of every product, held in memory beside the vocabulary and reloaded with
 * it when the catalogue changes. A search then only asks the database which products match
 * (and which filters each passes) and counts here: building, sending and splitting value
 * lists for every match cost more than ranking them (docs/benchmarks.md).
 */
export class FacetIndex {
  private constructor(
    private readonly products: Map<number, ProductFacets>,
    readonly sizeValues: string[],
    readonly colorValues: string[],
  ) {}

  static async load(db: Database): Promise<FacetIndex> {
    // One JSON text: decoding 10,000 rows of typed columns in PGlite's JavaScript is slower.
    const [row] = await queryRows<{ list: string | null }>(
      db,
      sql`select json_agg(json_build_array(p.id, p.category_id, p.brand_id, p.price_cents,
        p.sizes, p.colors))::text as list from products p`,
    )
    const sizes = new ValueCodes()
    const colors = new ValueCodes()
    const products = new Map<number, ProductFacets>()
    for (const entry of JSON.parse(row?.list ?? '[]') as Entry[]) {
      const [id, categoryId, brandId, priceCents, sizeList, colorList] = entry
      products.set(id, {
        categoryId,
        brandId,
        priceCents,
        sizes: sizeList.map((size) => sizes.encode(size)),
        colors: colorList.map((color) => colors.encode(color)),
      })
    }
    return new FacetIndex(products, sizes.values, colors.values)
  }

  get(id: number): ProductFacets | undefined {
    return this.products.get(id)
  }
}
