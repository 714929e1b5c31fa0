import type { QuoteLine } from '@marquee/core'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { makeProduct } from '@/test/make-product'
import { resetLists } from '@/test/reset-lists'
import {
  addProductToCart,
  decrementCartLine,
  emptyCart,
  reconcileWithQuote,
  removeCartLine,
} from './cart-actions'
import { useCartNoticesStore } from './cart-notices-store'
import { useCartStore } from './cart-store'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const product = makeProduct({ id: 7, title: 'Tire Sale', quantity: 2 })
const stored = () => JSON.parse(localStorage.getItem('cart_products') ?? 'null')
const toasts = () => vi.mocked(notify).mock.calls

describe('cart actions', () => {
  beforeEach(() => {
    resetLists()
    vi.mocked(notify).mockClear()
  })

  it('adds, increments up to the available quantity, and says so', () => {
    addProductToCart(product)
    addProductToCart(product)
    addProductToCart(product)
    expect(stored()).toEqual([{ ...product, orderQuantity: 2 }])
    expect(toasts()).toEqual([
      ['success', 'Tire Sale added to cart'],
      ['success', 'Tire Sale added to cart'],
      ['error', 'No more quantity available for this product!'],
    ])
  })

  it('refuses an out-of-stock clip and stores nothing', () => {
    addProductToCart({ ...product, status: 'out-of-stock' })
    expect(useCartStore.getState().items).toEqual([])
    expect(toasts()).toEqual([['error', 'Out of stock Tire Sale']])
  })

  it('decrements down to 1, removes and clears', () => {
    addProductToCart(product)
    addProductToCart(product)
    decrementCartLine(7)
    decrementCartLine(7)
    expect(stored()).toEqual([{ ...product, orderQuantity: 1 }])
    removeCartLine(7)
    expect(stored()).toEqual([])
    addProductToCart(product)
    emptyCart()
    expect(stored()).toEqual([])
    expect(toasts().map(([, message]) => message)).toEqual([
      'Tire Sale added to cart',
      'Tire Sale added to cart',
      'Decrement Quantity For Tire Sale',
      'Tire Sale remove to cart',
      'Tire Sale added to cart',
    ])
  })

  it('takes the server price of a repriced clip and drops a missing one, with notices', () => {
    addProductToCart(product)
    addProductToCart(makeProduct({ id: 8, title: 'Car Wash' }))
    const quoted = { customizationFee: 0, rushFee: 0, quantity: 1 }
    const lines: QuoteLine[] = [
      {
        ...quoted,
        productId: 7,
        status: 'repriced',
        title: 'Tire Sale',
        basePrice: 12,
        unitPrice: 12,
        lineTotal: 12,
      },
      {
        ...quoted,
        productId: 8,
        status: 'missing',
        title: null,
        basePrice: 0,
        unitPrice: 0,
        lineTotal: 0,
      },
    ]
    reconcileWithQuote(lines)
    reconcileWithQuote(lines)
    expect(stored()).toEqual([{ ...product, price: 12, orderQuantity: 1 }])
    expect(useCartNoticesStore.getState().notices).toEqual([
      'The price of Tire Sale changed to $12.00',
      'Car Wash is no longer available and was removed from your cart',
    ])
  })
})
