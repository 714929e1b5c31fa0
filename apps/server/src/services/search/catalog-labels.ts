import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from './rows.ts'

export interface CategoryLabel {
  title: string
  parentTitle: string
  /** Tree order: the parent's position, then the category's own. */
  parentPosition: number
  position: number
}

/** Names for the ids a search counts by; a few dozen rows, read when the catalogue changes. */
export interface CatalogLabels {
  categories: Map<number, CategoryLabel>
  brands: Map<number, string>
  /** Every category title, parents and children, in tree order: what suggestions offer. */
  categoryTitles: string[]
}

export async function loadCatalogLabels(db: Database): Promise<CatalogLabels> {
  const categoryRows = await queryRows<CategoryLabel & { id: number }>(
    db,
    sql`select c.id, c.title, coalesce(pc.title, c.title) as "parentTitle",
        coalesce(pc.position, c.position) as "parentPosition", c.position
      from categories c left join categories pc on pc.id = c.parent_id
      order by 4, 3, (c.parent_id is not null), 5, 2`,
  )
  const brandRows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from brands`,
  )
  return {
    categories: new Map(categoryRows.map(({ id, ...label }) => [id, label])),
    brands: new Map(brandRows.map((row) => [row.id, row.name])),
    categoryTitles: [...new Set(categoryRows.map((row) => row.title))],
  }
}
