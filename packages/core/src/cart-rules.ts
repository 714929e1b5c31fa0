import type { QuoteLine } from './cart-quote.ts'
import type { ColourDepth, FitMode } from './conversion-options.ts'
import { MAX_ORDER_QUANTITY } from './input-limits.ts'
import { formatPrice, toCents } from './money.ts'
import type { OrderFormData } from './order-form.ts'
import { type CartTotals, cartTotals, type LineOptions, unitPrice } from './pricing.ts'
import type { Product } from './product.ts'

/**
 * A cart line's order form: docs/requirements.md §3's fields, the fit and colour depth the
 * product page chose, and a personalisable clip's texts by field name.
 */
export type CartFormData = OrderFormData & {
  fit?: FitMode
  depth?: ColourDepth
  personalization?: Record<string, string>
  /** A customised line's logo: the storage key of the customer's own upload. */
  logoKey?: string
}

/** docs/requirements.md §3 "Cart line": the product's fields, how many are ordered and the order form. */
export type CartLine = Product & { orderQuantity: number; formData?: CartFormData }

export type ToastKind = 'success' | 'error' | 'info'

/** A plain-text message for the shopper (docs/requirements.md §8). */
export interface Toast {
  kind: ToastKind
  message: string
}

/** The cart after a rule, and what to tell the shopper; `toast` is null when nothing changed. */
export interface CartChange {
  cart: CartLine[]
  toast: Toast | null
}

export const NO_MORE_QUANTITY_MESSAGE = 'No more quantity available for this product!'

const toast = (kind: ToastKind, message: string): Toast => ({ kind, message })

const replaceLine = (cart: CartLine[], line: CartLine): CartLine[] =>
  cart.map((item) => (item.id === line.id ? line : item))

/**
 * docs/requirements.md §4 cart add: an out-of-stock clip is refused; a clip already in the cart takes new form
 * data (and the current price) at quantity 1, or else gains one up to the quantity available (and at most MAX_ORDER_QUANTITY,
 * what the server quotes).
 */
export function addToCart(cart: CartLine[], product: Product, formData?: CartFormData): CartChange {
  if (product.status === 'out-of-stock' || product.quantity <= 0) {
    return { cart, toast: toast('error', `Out of stock ${product.title}`) }
  }
  const existing = cart.find((line) => line.id === product.id)
  if (!existing) {
    const line: CartLine = { ...product, orderQuantity: 1, ...(formData && { formData }) }
    return { cart: [...cart, line], toast: toast('success', `${product.title} added to cart`) }
  }
  if (formData) {
    const message =
      formData.customization === 'yes' || formData.personalization
        ? `${product.title} with customization added to cart`
        : `${product.title} added to cart`
    const line = { ...existing, price: product.price, formData, orderQuantity: 1 }
    return { cart: replaceLine(cart, line), toast: toast('success', message) }
  }
  if (existing.orderQuantity >= Math.min(product.quantity, MAX_ORDER_QUANTITY)) {
    return { cart, toast: toast('error', NO_MORE_QUANTITY_MESSAGE) }
  }
  const line = { ...existing, orderQuantity: existing.orderQuantity + 1 }
  return {
    cart: replaceLine(cart, line),
    toast: toast('success', `${product.title} added to cart`),
  }
}

/** One fewer of a line; the quantity never goes below 1. */
export function decrementLine(cart: CartLine[], id: number): CartChange {
  const line = cart.find((item) => item.id === id)
  if (!line || line.orderQuantity <= 1) return { cart, toast: null }
  return {
    cart: replaceLine(cart, { ...line, orderQuantity: line.orderQuantity - 1 }),
    toast: toast('info', `Decrement Quantity For ${line.title}`),
  }
}

export function removeLine(cart: CartLine[], id: number): CartChange {
  const line = cart.find((item) => item.id === id)
  if (!line) return { cart, toast: null }
  return {
    cart: cart.filter((item) => item.id !== id),
    toast: toast('info', `${line.title} remove to cart`),
  }
}

export const clearCart = (): CartChange => ({ cart: [], toast: null })

/** A line's extras: a personalised clip is a customisation, at its fee (docs/requirements.md §10). */
export const lineOptions = (formData?: CartFormData): LineOptions => ({
  customization: formData?.customization === 'yes' || formData?.personalization !== undefined,
  rushOrder: formData?.rushOrder === 'yes',
})

/** One item of a line with its extras, in cents, as the browser prices it before the server. */
export const lineUnitCents = (line: CartLine): number =>
  unitPrice(toCents(line.price), lineOptions(line.formData)).totalCents

/** The cart's totals computed in the browser: the fallback when the server cannot quote. */
export const localCartTotals = (cart: readonly CartLine[], couponPercent = 0): CartTotals =>
  cartTotals(
    cart.map((line) => ({ unitCents: lineUnitCents(line), quantity: line.orderQuantity })),
    couponPercent,
  )

export interface Reconciliation {
  cart: CartLine[]
  notices: string[]
}

const REPRICEABLE = new Set<QuoteLine['status']>(['ok', 'repriced'])

/**
 * Brings the stored cart in line with the server's quote: a clip no longer sold leaves the
 * cart, a clip whose price differs takes the server's price. Each change comes with a notice;
 * running it again on the same quote changes nothing.
 */
export function reconcileCart(cart: CartLine[], quoteLines: readonly QuoteLine[]): Reconciliation {
  const quoted = new Map(quoteLines.map((line) => [line.productId, line]))
  const notices: string[] = []
  const next: CartLine[] = []
  for (const line of cart) {
    const quote = quoted.get(line.id)
    const title = quote?.title ?? line.title
    if (quote?.status === 'missing') {
      notices.push(`${title} is no longer available and was removed from your cart`)
    } else if (
      quote &&
      REPRICEABLE.has(quote.status) &&
      toCents(quote.basePrice) !== toCents(line.price)
    ) {
      notices.push(`The price of ${title} changed to ${formatPrice(quote.basePrice)}`)
      next.push({ ...line, price: quote.basePrice })
    } else {
      next.push(line)
    }
  }
  return { cart: notices.length > 0 ? next : cart, notices }
}
