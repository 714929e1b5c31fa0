import { count, eq } from 'drizzle-orm'
import { brands, categories } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import { writeCatalog } from './catalog-writes.ts'
import { isForeignKeyViolation } from './db-errors.ts'
import type { ProductWriteDeps } from './product-writes.ts'
import { brandById, categoryById } from './taxonomy-read.ts'

const clipsText = (n: number) => (n === 1 ? '1 clip' : `${n} clips`)

/** A clip assigned between the count and the delete still stops it, by the foreign key. */
const stillInUse = (name: string) => (error: unknown) => {
  if (isForeignKeyViolation(error)) {
    throw new HttpError(409, `id: ${name} is in use by a clip; move it to another one first`)
  }
  throw error
}

/**
 * Deletes a category no clip uses and with no subcategories (the parent key cascades, so a
 * parent's delete would silently take its children with it).
 */
export function deleteCategory(deps: ProductWriteDeps, id: number): Promise<void> {
  return writeCatalog(deps, async (tx) => {
    const before = await categoryById(tx, id)
    if (before.clips > 0) {
      throw new HttpError(
        409,
        `id: ${before.title} is used by ${clipsText(before.clips)}; move them to another category first`,
      )
    }
    const [children] = await tx
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.parentId, id))
    if (children && children.n > 0) {
      throw new HttpError(409, `id: ${before.title} has subcategories; delete or move them first`)
    }
    await tx.delete(categories).where(eq(categories.id, id)).catch(stillInUse(before.title))
    await deps.audit(tx, {
      action: 'delete',
      entity: 'category',
      entityId: String(id),
      before,
      after: null,
    })
    return { productId: null, value: undefined }
  })
}

/** Deletes a brand no clip uses. */
export function deleteBrand(deps: ProductWriteDeps, id: number): Promise<void> {
  return writeCatalog(deps, async (tx) => {
    const before = await brandById(tx, id)
    if (before.clips > 0) {
      throw new HttpError(
        409,
        `id: ${before.name} is used by ${clipsText(before.clips)}; move them to another brand first`,
      )
    }
    await tx.delete(brands).where(eq(brands.id, id)).catch(stillInUse(before.name))
    await deps.audit(tx, {
      action: 'delete',
      entity: 'brand',
      entityId: String(id),
      before,
      after: null,
    })
    return { productId: null, value: undefined }
  })
}
