import {
  addToCart,
  type CartChange,
  type CartFormData,
  type CartLine,
  clearCart,
  decrementLine,
  type Product,
  type QuoteLine,
  reconcileCart,
  removeLine,
} from '@marquee/core'
import { notify } from '@/lib/notify'
import { forgetCoupon } from './applied-coupon-store'
import { addCartNotices } from './cart-notices-store'
import { useCartStore } from './cart-store'

function apply(rule: (cart: CartLine[]) => CartChange): void {
  const { items } = useCartStore.getState()
  const { cart, toast } = rule(items)
  if (cart !== items) useCartStore.setState({ items: cart })
  if (toast) notify(toast.kind, toast.message)
}

export const addProductToCart = (product: Product, formData?: CartFormData) =>
  apply((cart) => addToCart(cart, product, formData))

export const decrementCartLine = (id: number) => apply((cart) => decrementLine(cart, id))

export const removeCartLine = (id: number) => apply((cart) => removeLine(cart, id))

/** Clearing the cart clears everything it holds, the applied coupon too. */
export function emptyCart(): void {
  apply(clearCart)
  forgetCoupon()
}

/** Takes the server's word on each line; safe to run again on the same quote. */
export function reconcileWithQuote(quoteLines: readonly QuoteLine[]): void {
  const { cart, notices } = reconcileCart(useCartStore.getState().items, quoteLines)
  if (notices.length === 0) return
  useCartStore.setState({ items: cart })
  addCartNotices(notices)
}

/** After a confirmed payment: the clips are bought and the coupon spent, so the cart starts afresh, silently. */
export function emptyCartAfterPayment(): void {
  useCartStore.setState({ items: [] })
  forgetCoupon()
}
