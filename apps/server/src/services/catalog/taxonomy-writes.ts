import { eq } from 'drizzle-orm'
import { brands, categories } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import type { AuditWriter } from './audit-writer.ts'
import { type CatalogWriteDeps, writeCatalog } from './catalog-writes.ts'
import { isForeignKeyViolation, isUniqueViolation } from './db-errors.ts'
import { type Brand, brandById, type Category, categoryById } from './taxonomy-read.ts'

function explain(field: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(409, `${field}: that name is already taken`)
    if (isForeignKeyViolation(error)) throw new HttpError(409, 'parentId: no such category')
    throw error
  }
}

/** A new category, or a new title or parent for one; every clip in it changes in the shop. */
export function saveCategory(
  deps: CatalogWriteDeps,
  audit: AuditWriter,
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
    await audit(tx, {
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
  deps: CatalogWriteDeps,
  audit: AuditWriter,
  id: number | null,
  input: { name: string },
): Promise<Brand> {
  return writeCatalog(deps, async (tx) => {
    const before = id === null ? null : await brandById(tx, id)
    const [row] = await (id === null
      ? tx.insert(brands).values(input).returning({ id: brands.id })
      : tx.update(brands).set(input).where(eq(brands.id, id)).returning({ id: brands.id })
    ).catch(explain('name'))
    const after = await brandById(tx, row?.id ?? 0)
    await audit(tx, {
      action: before ? 'update' : 'create',
      entity: 'brand',
      entityId: String(after.id),
      before,
      after,
    })
    return { productId: null, value: after }
  })
}
