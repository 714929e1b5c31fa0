import { isListed, type Product } from '@marquee/core'
import { listActions } from '@/lib/list-actions'
import { createPersistedList } from '@/lib/persisted-list'
import { isStoredProduct } from '@/lib/stored-product'

export const useCompareStore = createPersistedList<Product>('compare_products', isStoredProduct)

export const { toggle: toggleCompare, remove: removeFromCompare } = listActions(
  useCompareStore,
  'compare',
)

export const useIsCompared = (id: number) => useCompareStore((state) => isListed(state.items, id))
