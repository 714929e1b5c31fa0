import type { AdminTaxonomy } from '@marquee/core'
import { asc, eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { brands, categories } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'

export type Category = AdminTaxonomy['categories'][number]
export type Brand = AdminTaxonomy['brands'][number]

// Written out whole: drizzle would name the outer column unqualified, which inside the
// subquery means products.id.
const categoryColumns = {
  id: categories.id,
  title: categories.title,
  parentId: categories.parentId,
  clips: sql<number>`(select count(*)::int from products where products.category_id = categories.id)`,
}

const brandColumns = {
  id: brands.id,
  name: brands.name,
  clips: sql<number>`(select count(*)::int from products where products.brand_id = brands.id)`,
}

/** Categories (with their parents) and brands, each with how many clips use it. */
export async function readTaxonomy(db: Database): Promise<AdminTaxonomy> {
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db.select(brandColumns).from(brands).orderBy(asc(brands.name)),
  ])
  return { categories: categoryRows, brands: brandRows }
}

export async function categoryById(tx: Transaction, id: number): Promise<Category> {
  const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id))
  if (!row) throw notFound(`id: no category ${id}`)
  return row
}

export async function brandById(tx: Transaction, id: number): Promise<Brand> {
  const [row] = await tx.select(brandColumns).from(brands).where(eq(brands.id, id))
  if (!row) throw notFound(`id: no brand ${id}`)
  return row
}
