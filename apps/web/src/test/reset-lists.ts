import { useCartStore } from '@/features/cart'
import { forgetCoupon } from '@/features/cart/stores/applied-coupon-store'
import { dismissCartNotices } from '@/features/cart/stores/cart-notices-store'
import { useWishlistStore } from '@/features/wishlist'
import { useCompareStore } from '@/stores/compare-store'

/** The three stores and the applied coupon are module singletons; each test starts them empty. */
export function resetLists(): void {
  for (const store of [useCartStore, useWishlistStore, useCompareStore]) {
    store.setState({ items: [] })
  }
  forgetCoupon()
  dismissCartNotices()
  localStorage.clear()
}
