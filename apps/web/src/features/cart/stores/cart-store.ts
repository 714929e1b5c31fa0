import type { CartLine } from '@marquee/core'
import { createPersistedList } from '@/lib/persisted-list'
import { isRecord, isStoredProduct } from '@/lib/stored-product'

const isFormData = (value: unknown): boolean =>
  value === undefined ||
  (isRecord(value) && typeof value.fileType === 'string' && isRecord(value.dimensions))

const isCartLine = (value: unknown): value is CartLine =>
  isStoredProduct(value) &&
  'orderQuantity' in value &&
  Number.isInteger(value.orderQuantity) &&
  Number(value.orderQuantity) >= 1 &&
  isFormData('formData' in value ? value.formData : undefined)

export const useCartStore = createPersistedList<CartLine>('cart_products', isCartLine)

export const useCartCount = () =>
  useCartStore((state) => state.items.reduce((sum, line) => sum + line.orderQuantity, 0))

export const useIsInCart = (id: number) =>
  useCartStore((state) => state.items.some((line) => line.id === id))
