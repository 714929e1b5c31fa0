import type { AdminTaxonomy } from '@marquee/core'
import { asc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { brands, categories } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http-error.ts'
import { writeCatalog } from './catalog-writes.ts'
import { isForeignKeyViolation, isUniqueViolation } from './db-errors.ts'
import type { ProductWriteDeps } from './product-writes.ts'

/** Categories (with their parents) and brands, for the back office's forms. */
export async function readTaxonomy(db: Database): Promise<AdminTaxonomy> {
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select({ id: categories.id, title: categories.title, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
  ])
  return { categories: categoryRows, brands: brandRows }
}

function explain(field: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(409, `${field}: that name is already taken`)
    if (isForeignKeyViolation(error)) throw new HttpError(409, 'parentId: no such category')
    throw error
  }
}

type Category = AdminTaxonomy['categories'][number]
type Brand = AdminTaxonomy['brands'][number]

async function categoryById(tx: Transaction, id: number): Promise<Category> {
  const [row] = await tx
    .select({ id: categories.id, title: categories.title, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, id))
  if (!row) throw notFound(`id: no category ${id}`)
  return row
}

/** A new category, or a new title or parent for one; every clip in it changes in the shop. */
export function saveCategory(
  deps: ProductWriteDeps,
  id: number | null,
  input: { title: string; parentId: number | null },
): Promise<Category> {
  return writeCatalog(deps, async (tx) => {
    if (id !== null && input.parentId === id) {
      throw new HttpError(400, 'parentId: a category cannot be its own parent')
    }
    const before = id === null ? null : await categoryById(tx, id)
    const [row] = await (id === null
      ? tx.insert(categories).values(input).returning({ id: categories.id })
      : tx
          .update(categories)
          .set(input)
          .where(eq(categories.id, id))
          .returning({ id: categories.id })
    ).catch(explain('title'))
    const after = await categoryById(tx, row?.id ?? 0)
    await deps.audit(tx, {
      action: before ? 'update' : 'create',
      entity: 'category',
      entityId: String(after.id),
      before,
      after,
    })
    return { productId: null, value: after }
  })
}

/** A new brand, or a new name for one. */
export function saveBrand(
  deps: ProductWriteDeps,
  id: number | null,
  input: { name: string },
): Promise<Brand> {
  return writeCatalog(deps, async (tx) => {
    const [before] = id === null ? [null] : await tx.select().from(brands).where(eq(brands.id, id))
    if (before === undefined) throw notFound(`id: no brand ${id}`)
    const [after] = await (id === null
      ? tx.insert(brands).values(input).returning()
      : tx.update(brands).set(input).where(eq(brands.id, id)).returning()
    ).catch(explain('name'))
    if (!after) throw new Error('the brand was not written')
    await deps.audit(tx, {
      action: before ? 'update' : 'create',
      entity: 'brand',
      entityId: String(after.id),
      before,
      after,
    })
    return { productId: null, value: after }
  })
}
