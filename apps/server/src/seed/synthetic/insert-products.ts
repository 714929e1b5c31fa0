import { toCents } from '@marquee/core'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { brands, categories, products, reviews } from '../../db/schema.ts'
import type { SeedProduct } from '../seed-product.ts'

/** Rows per INSERT: large enough to be fast, small enough to stay far below 65,535 parameters. */
const BATCH_SIZE = 500

/**
 * Inserts generated clips with multi-row inserts, creating any category or brand they name.
 * Returns the new product ids in input order.
 */
export async function insertProducts(db: Database, items: SeedProduct[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const categoryIds = await ensureCategories(tx, items)
    const brandIds = await ensureBrands(tx, items)
    const ids: number[] = []
    for (let start = 0; start < items.length; start += BATCH_SIZE) {
      const batch = items.slice(start, start + BATCH_SIZE)
      const rows = await tx
        .insert(products)
        .values(
          batch.map((item) =>
            toRow(
              item,
              required(categoryIds.get(`${item.parentCategory}/${item.category}`)),
              required(brandIds.get(item.brand)),
            ),
          ),
        )
        .returning({ id: products.id })
      const batchIds = rows.map((row) => row.id)
      ids.push(...batchIds)
      const reviewRows = batch.flatMap((item, index) =>
        item.reviews.map((review) => ({
          productId: required(batchIds[index]),
          img: review.img,
          name: review.name,
          createdAt: new Date(review.time),
          rating: review.rating,
          body: review.review_desc,
        })),
      )
      if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows)
    }
    return ids
  })
}

async function ensureCategories(tx: Transaction, items: SeedProduct[]) {
  const ids = new Map<string, number>()
  const pairs = new Map(items.map((item) => [`${item.parentCategory}/${item.category}`, item]))
  for (const [key, item] of pairs) {
    const parentId = await ensureCategory(tx, item.parentCategory, null)
    ids.set(key, await ensureCategory(tx, item.category, parentId))
  }
  return ids
}

async function ensureCategory(tx: Transaction, title: string, parentId: number | null) {
  const sameParent =
    parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId)
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.title, title), sameParent))
  if (found) return found.id
  const [created] = await tx
    .insert(categories)
    .values({
      title,
      parentId,
      position: sql`(select coalesce(max(position) + 1, 0) from categories where parent_id is not distinct from ${parentId})`,
    })
    .returning({ id: categories.id })
  return required(created).id
}

async function ensureBrands(tx: Transaction, items: SeedProduct[]) {
  const names = [...new Set(items.map((item) => item.brand))]
  if (names.length > 0) {
    await tx
      .insert(brands)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing()
  }
  const rows = await tx.select().from(brands)
  return new Map(rows.map((row) => [row.name, row.id]))
}

function toRow(item: SeedProduct, categoryId: number, brandId: number) {
  return {
    slug: item.slug,
    title: item.title,
    priceCents: toCents(item.price),
    oldPriceCents: item.old_price === null ? null : toCents(item.old_price),
    discount: item.discount,
    isNew: item.new,
    categoryId,
    brandId,
    img: item.img,
    thumbImg: item.thumb_img,
    relatedImages: item.related_images,
    bannerImg: item.banner_img,
    videoLink: item.videoLink,
    smDesc: item.sm_desc,
    quantity: item.quantity,
    status: item.status,
    rating: item.rating,
    detailsText: item.details.details_text,
    detailsList: item.details.details_list,
    detailsText2: item.details.details_text_2,
    sizes: item.sizes,
    colors: item.colors,
    dimension: item.dimension,
    trending: item.trending,
    banner: item.banner,
  }
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('synthetic catalogue: missing category, brand or id')
  return value
}
