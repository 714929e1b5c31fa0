import { type AdminProductInput, toCents } from '@marquee/core'
import type { products } from '../../db/schema.ts'

type ProductColumns = Partial<typeof products.$inferInsert>

/** The percentage off that the old price shows, or null when there is none. */
function discountOf(priceCents: number, oldPriceCents: number | null): number | null {
  if (oldPriceCents === null || oldPriceCents <= priceCents) return null
  return Math.round(((oldPriceCents - priceCents) / oldPriceCents) * 100)
}

/**
 * The columns an admin form's fields set. `current` is the row's price and old price, so an
 * edit of one of them still gives the right percentage off.
 */
export function productColumns(
  input: Partial<AdminProductInput>,
  current: { priceCents: number; oldPriceCents: number | null },
): ProductColumns {
  const priceCents = input.price === undefined ? current.priceCents : toCents(input.price)
  const oldPriceCents =
    input.oldPrice === undefined
      ? current.oldPriceCents
      : input.oldPrice === null
        ? null
        : toCents(input.oldPrice)
  const columns: ProductColumns = {
    title: input.title,
    slug: input.slug,
    smDesc: input.description,
    categoryId: input.categoryId,
    brandId: input.brandId,
    sizes: input.sizes,
    colors: input.colors,
    dimension: input.dimension,
    quantity: input.quantity,
    status: input.status,
    isNew: input.isNew,
    trending: input.trending,
  }
  if (input.price !== undefined || input.oldPrice !== undefined) {
    Object.assign(columns, {
      priceCents,
      oldPriceCents,
      discount: discountOf(priceCents, oldPriceCents),
    })
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}
