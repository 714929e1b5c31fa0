import {
  type CartLine,
  type CartQuote,
  lineOptions,
  localCartTotals,
  type QuoteLine,
  toCents,
  toDollars,
  unitPrice,
} from '@marquee/core'
import type { Coupon } from '../api/validate-coupon'

/** One item of a line, in dollars: the clip, each extra and their sum. */
export interface LinePrice {
  base: number
  customization: number
  rush: number
  unit: number
}

export interface PricedLine {
  line: CartLine
  price: LinePrice
  outOfStock: boolean
}

export interface CartPrices {
  lines: PricedLine[]
  subtotal: number
  /** Present only while a coupon applies. */
  discount: number | null
  total: number
}

function localLinePrice(line: CartLine): LinePrice {
  const price = unitPrice(toCents(line.price), lineOptions(line.formData))
  return {
    base: toDollars(price.baseCents),
    customization: toDollars(price.customizationCents),
    rush: toDollars(price.rushCents),
    unit: toDollars(price.totalCents),
  }
}

const quotedLinePrice = (line: QuoteLine): LinePrice => ({
  base: line.basePrice,
  customization: line.customizationFee,
  rush: line.rushFee,
  unit: line.unitPrice,
})

/**
 * The server's prices when it has quoted this very cart, else the browser's own (the same
 * core pricing, so they agree unless the catalogue changed).
 */
export function priceCart(
  items: CartLine[],
  quote: CartQuote | undefined,
  coupon: Coupon | null,
  outOfStock: ReadonlySet<number>,
): CartPrices {
  const quoted = new Map(quote?.lines.map((line) => [line.productId, line]))
  const lines = items.map((line) => {
    const quotedLine = quoted.get(line.id)
    const price = quotedLine ? quotedLinePrice(quotedLine) : localLinePrice(line)
    return { line, price, outOfStock: outOfStock.has(line.id) }
  })
  if (quote) {
    const discount = quote.coupon ? quote.discount : null
    return { lines, subtotal: quote.subtotal, discount, total: quote.total }
  }
  const totals = localCartTotals(items, coupon?.percentage ?? 0)
  return {
    lines,
    subtotal: toDollars(totals.subtotalCents),
    discount: coupon ? toDollars(totals.discountCents) : null,
    total: toDollars(totals.totalCents),
  }
}
