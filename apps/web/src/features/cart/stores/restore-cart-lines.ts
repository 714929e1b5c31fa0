import type { CartLine, RestoredCart } from '@marquee/core'
import { applyCoupon } from './applied-coupon-store'
import { addCartNotices } from './cart-notices-store'
import { useCartStore } from './cart-store'

/**
 * Puts a reminder's lines back: each clip with the quantity and options it was checked out
 * with, in place of the same clip already in the cart; other clips in the cart stay. The
 * coupon comes back when the server still accepts it.
 */
export function restoreCartLines(restored: RestoredCart): void {
  const lines: CartLine[] = restored.lines.map(({ product, quantity, formData }) => ({
    ...product,
    orderQuantity: quantity,
    ...(formData && { formData }),
  }))
  const ids = new Set(lines.map((line) => line.id))
  const { items } = useCartStore.getState()
  useCartStore.setState({ items: [...items.filter((item) => !ids.has(item.id)), ...lines] })
  if (restored.coupon) applyCoupon(restored.coupon)
  const clips = lines.length === 1 ? '1 clip' : `${lines.length} clips`
  addCartNotices([`Your cart is back: ${clips} from the checkout you left.`])
}
