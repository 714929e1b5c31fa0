import {
  type CartFormData,
  type CartQuote,
  cartTotals,
  INVALID_COUPON_MESSAGE,
  lineOptions,
  NO_QUOTA,
  type Quota,
  type QuoteLine,
  toDollars,
  unitPrice,
} from '@marquee/core'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema.ts'
import { findUsable } from '../discounts/usable-discounts.ts'

export interface QuoteRequestLine {
  productId: number
  quantity: number
  formData?: CartFormData | undefined
}

type ProductPrice = {
  id: number
  title: string
  priceCents: number
  status: string
  quantity: number
}

/**
 * Prices a cart from the catalogue's own numbers (docs/requirements.md §10: the server decides every price).
 * The browser shows these figures, and checkout charges exactly them.
 */
export async function quoteCart(
  db: Database,
  request: { lines: QuoteRequestLine[]; couponCode?: string | undefined },
  quota: Quota = NO_QUOTA,
): Promise<CartQuote> {
  const ids = [...new Set(request.lines.map((line) => line.productId))]
  const rows: ProductPrice[] =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            title: products.title,
            priceCents: products.priceCents,
            status: products.status,
            quantity: products.quantity,
          })
          .from(products)
          // An unpublished clip is no longer for sale: its line is 'missing'.
          .where(and(inArray(products.id, ids), eq(products.published, true)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const coupon = request.couponCode ? await findUsable(db, request.couponCode) : undefined

  const priced = request.lines.map((line) => priceLine(line, byId.get(line.productId), quota))
  const totals = cartTotals(
    priced.map(({ cents, line }) => ({
      unitCents: cents,
      quantity: line.status === 'ok' ? line.quantity : 0,
    })),
    coupon?.percentage ?? 0,
  )
  return {
    lines: priced.map(({ line }) => line),
    subtotal: toDollars(totals.subtotalCents),
    discount: toDollars(totals.discountCents),
    total: toDollars(totals.totalCents),
    coupon: coupon ?? null,
    couponMessage: request.couponCode && !coupon ? INVALID_COUPON_MESSAGE : null,
  }
}

function priceLine(
  request: QuoteRequestLine,
  product: ProductPrice | undefined,
  quota: Quota,
): { cents: number; line: QuoteLine } {
  if (!product) {
    return {
      cents: 0,
      line: {
        productId: request.productId,
        status: 'missing',
        title: null,
        basePrice: 0,
        customizationFee: 0,
        rushFee: 0,
        unitPrice: 0,
        quantity: request.quantity,
        lineTotal: 0,
      },
    }
  }
  const price = unitPrice(product.priceCents, lineOptions(request.formData), quota)
  const sellable = product.status !== 'out-of-stock' && product.quantity > 0
  return {
    cents: price.totalCents,
    line: {
      productId: product.id,
      status: sellable ? 'ok' : 'out-of-stock',
      title: product.title,
      basePrice: toDollars(product.priceCents),
      customizationFee: toDollars(price.customizationCents),
      rushFee: toDollars(price.rushCents),
      unitPrice: toDollars(price.totalCents),
      quantity: request.quantity,
      lineTotal: sellable ? toDollars(price.totalCents * request.quantity) : 0,
    },
  }
}
