import { useCartStore } from '@/features/cart'
import { dismissCartNotices } from '@/features/cart/stores/cart-notices-store'
import { useCompareStore } from '@/features/compare'
import { useWishlistStore } from '@/features/wishlist'

/** The three stores are module singletons; each test starts them empty. */
export function resetLists(): void {
  for (const store of [useCartStore, useWishlistStore, useCompareStore]) {
    store.setState({ items: [] })
  }
  dismissCartNotices()
  localStorage.clear()
}
