import { type AdminProductInput, toCents } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { products } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import { adminProduct } from './admin-products.ts'
import type { AuditWriter } from './audit-writer.ts'
import { type CatalogWriteDeps, writeCatalog } from './catalog-writes.ts'
import { isForeignKeyViolation, isUniqueViolation } from './db-errors.ts'
import { productColumns } from './product-columns.ts'

/** A taken slug or a missing category/brand is the admin's to fix: 409 naming the field. */
function explain(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, 'slug: another clip already uses it')
  if (isForeignKeyViolation(error)) {
    throw new HttpError(409, 'categoryId: no such category or brand (brandId)')
  }
  throw error
}

/**
 * A new clip, unpublished until it has media and the admin publishes it. Its pictures and
 * clip are empty until a master clip is uploaded (media-jobs).
 */
export function createProduct(
  deps: CatalogWriteDeps,
  audit: AuditWriter,
  input: AdminProductInput,
) {
  return writeCatalog(deps, async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        ...productColumns(input, { priceCents: 0, oldPriceCents: null }),
        title: input.title,
        slug: input.slug,
        priceCents: toCents(input.price),
        categoryId: input.categoryId,
        brandId: input.brandId,
        smDesc: input.description,
        published: false,
        img: '',
        thumbImg: '',
        bannerImg: '',
        videoLink: '',
      })
      .returning({ id: products.id })
      .catch(explain)
    const id = row?.id ?? 0
    const after = await adminProduct(tx, id)
    await audit(tx, {
      action: 'create',
      entity: 'product',
      entityId: String(id),
      before: null,
      after,
    })
    return { productId: id, value: after }
  })
}

/** Changes the fields given; the shop sees the change as soon as this returns. */
export function updateProduct(
  deps: CatalogWriteDeps,
  audit: AuditWriter,
  id: number,
  input: Partial<AdminProductInput>,
) {
  return writeCatalog(deps, async (tx) => {
    const before = await adminProduct(tx, id)
    const columns = productColumns(input, {
      priceCents: toCents(before.price),
      oldPriceCents: before.oldPrice === null ? null : toCents(before.oldPrice),
    })
    if (Object.keys(columns).length > 0) {
      await tx.update(products).set(columns).where(eq(products.id, id)).catch(explain)
    }
    const after = await adminProduct(tx, id)
    await audit(tx, {
      action: 'update',
      entity: 'product',
      entityId: String(id),
      before,
      after,
    })
    return { productId: id, value: after }
  })
}

/** Shows or hides a clip in the shop; a clip without its media cannot be published. */
export function setPublished(
  deps: CatalogWriteDeps,
  audit: AuditWriter,
  id: number,
  published: boolean,
) {
  return writeCatalog(deps, async (tx) => {
    const before = await adminProduct(tx, id)
    if (published && (!before.videoLink || !before.img)) {
      throw new HttpError(409, 'published: upload a master clip first; this clip has no media yet')
    }
    await tx.update(products).set({ published }).where(eq(products.id, id))
    const after = await adminProduct(tx, id)
    const action = published ? 'publish' : 'unpublish'
    await audit(tx, { action, entity: 'product', entityId: String(id), before, after })
    return { productId: id, value: after }
  })
}
