import {
  type CartLine,
  type CartQuote,
  type CartQuoteRequest,
  lineOptions,
  localCartTotals,
  type QuoteLine,
  toCents,
  toDollars,
  unitPrice,
} from '@marquee/core'
import type { Route } from '@/test/fake-api'
import { useCartStore } from '../stores/cart-store'

export type QuoteOverrides = Record<number, Partial<QuoteLine>>

/**
 * A server quote for the request, priced from the stored lines with the core rules, as the
 * real endpoint does; `overrides` change what the server says of single clips.
 */
export function fakeQuote(
  request: CartQuoteRequest,
  overrides: QuoteOverrides = {},
  percentage = 0,
): CartQuote {
  const stored = new Map(useCartStore.getState().items.map((line) => [line.id, line]))
  const lines = request.lines.map(({ productId, quantity }) => {
    const line = stored.get(productId) as CartLine
    const price = unitPrice(toCents(line.price), lineOptions(line.formData))
    return {
      productId,
      status: 'ok' as const,
      title: line.title,
      basePrice: toDollars(price.baseCents),
      customizationFee: toDollars(price.customizationCents),
      rushFee: toDollars(price.rushCents),
      unitPrice: toDollars(price.totalCents),
      quantity,
      lineTotal: toDollars(price.totalCents * quantity),
      ...overrides[productId],
    }
  })
  const totals = localCartTotals([...stored.values()], request.couponCode ? percentage : 0)
  return {
    lines,
    subtotal: toDollars(totals.subtotalCents),
    discount: toDollars(totals.discountCents),
    total: toDollars(totals.totalCents),
    coupon: request.couponCode
      ? { name: 'Ten off', discount_code: request.couponCode, percentage }
      : null,
    couponMessage: null,
  }
}

/** A fake `/api/cart/quote` for fakeApi. */
export const quoteRoute =
  (overrides: QuoteOverrides = {}, percentage = 0): Route =>
  (_url, body) =>
    fakeQuote(body as CartQuoteRequest, overrides, percentage)
