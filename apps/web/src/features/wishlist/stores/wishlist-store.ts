import { isListed, type Product } from '@marquee/core'
import { listActions } from '@/lib/list-actions'
import { createPersistedList } from '@/lib/persisted-list'
import { isStoredProduct } from '@/lib/stored-product'

export const useWishlistStore = createPersistedList<Product>('wishlist_products', isStoredProduct)

export const { toggle: toggleWishlist, remove: removeFromWishlist } = listActions(
  useWishlistStore,
  'wishlist',
)

export const useIsWishlisted = (id: number) =>
  useWishlistStore((state) => isListed(state.items, id))
