import { count, eq } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { brands, categories } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import type { AuditWriter } from './audit-writer.ts'
import { type CatalogWriteDeps, writeCatalog } from './catalog-writes.ts'
import { isForeignKeyViolation } from './db-errors.ts'
import { type Brand, brandById, type Category, categoryById } from './taxonomy-read.ts'

interface TaxonKind<Row extends { clips: number }> {
  entity: 'category' | 'brand'
  read: (tx: Transaction, id: number) => Promise<Row>
  name: (row: Row) => string
  /** Refuses (throws) for a reason other than clips; none for a brand. */
  refuse?: (tx: Transaction, row: Row) => Promise<void>
  remove: (tx: Transaction, id: number) => Promise<unknown>
}

const clipsText = (n: number) => (n === 1 ? '1 clip' : `${n} clips`)

/** Deletes a category or brand no clip uses, audited; a 409 says how many clips use it. */
function deleteUnused<Row extends { clips: number }>(
  deps: CatalogWriteDeps,
  audit: AuditWriter,
  kind: TaxonKind<Row>,
  id: number,
): Promise<void> {
  return writeCatalog(deps, async (tx) => {
    const before = await kind.read(tx, id)
    const name = kind.name(before)
    const inUse = `id: ${name} is used by ${clipsText(before.clips)}; move them to another ${kind.entity} first`
    if (before.clips > 0) throw new HttpError(409, inUse)
    await kind.refuse?.(tx, before)
    // A clip filed under it between the count and here still stops it, by the foreign key.
    await kind.remove(tx, id).catch((error: unknown) => {
      if (isForeignKeyViolation(error))
        throw new HttpError(409, inUse.replace(/\d+ clips?/, 'a clip'))
      throw error
    })
    await audit(tx, {
      action: 'delete',
      entity: kind.entity,
      entityId: String(id),
      before,
      after: null,
    })
    return { productId: null, value: undefined }
  })
}

const categoryKind: TaxonKind<Category> = {
  entity: 'category',
  read: categoryById,
  name: (row) => row.title,
  // The parent key cascades: deleting a parent would silently take its subcategories with it.
  refuse: async (tx, row) => {
    const [children] = await tx
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.parentId, row.id))
    if (children && children.n > 0) {
      throw new HttpError(409, `id: ${row.title} has subcategories; delete or move them first`)
    }
  },
  remove: (tx, id) => tx.delete(categories).where(eq(categories.id, id)),
}

const brandKind: TaxonKind<Brand> = {
  entity: 'brand',
  read: brandById,
  name: (row) => row.name,
  remove: (tx, id) => tx.delete(brands).where(eq(brands.id, id)),
}

export const deleteCategory = (deps: CatalogWriteDeps, audit: AuditWriter, id: number) =>
  deleteUnused(deps, audit, categoryKind, id)

export const deleteBrand = (deps: CatalogWriteDeps, audit: AuditWriter, id: number) =>
  deleteUnused(deps, audit, brandKind, id)
