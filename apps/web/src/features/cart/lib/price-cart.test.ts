import type { CartLine, CartQuote } from '@marquee/core'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '@/test/make-product'
import { priceCart } from './price-cart'

const formData = {
  fileType: 'mp4',
  dimensions: { width: 160, height: 80 },
  aspectRatio: '2:1',
  customization: 'yes',
  comments: 'Our name',
  rushOrder: 'yes',
  quantity: 1,
} as const
const plain: CartLine = { ...makeProduct({ id: 1, price: 10 }), orderQuantity: 2 }
const custom: CartLine = { ...makeProduct({ id: 2, price: 15 }), orderQuantity: 1, formData }
const coupon = { name: 'Ten off', discount_code: 'SAVE10', percentage: 10 }

describe('priceCart', () => {
  it('prices locally with the core rules when there is no quote', () => {
    const prices = priceCart([plain, custom], undefined, coupon, new Set([2]))
    expect(prices.lines.map(({ price, outOfStock }) => ({ ...price, outOfStock }))).toEqual([
      { base: 10, customization: 0, rush: 0, unit: 10, outOfStock: false },
      { base: 15, customization: 35, rush: 40, unit: 90, outOfStock: true },
    ])
    expect(prices).toMatchObject({ subtotal: 110, discount: 11, total: 99 })
  })

  it('has no discount line without a coupon', () => {
    expect(priceCart([plain], undefined, null, new Set()).discount).toBeNull()
  })

  it("shows the server's prices and totals when it has quoted", () => {
    const quote: CartQuote = {
      lines: [
        {
          productId: 1,
          status: 'ok',
          title: 'Oil',
          basePrice: 11,
          customizationFee: 0,
          rushFee: 0,
          unitPrice: 11,
          quantity: 2,
          lineTotal: 22,
        },
      ],
      subtotal: 22,
      discount: 2.2,
      total: 19.8,
      coupon,
      couponMessage: null,
    }
    const prices = priceCart([plain], quote, coupon, new Set())
    expect(prices.lines[0]?.price.unit).toBe(11)
    expect(prices).toMatchObject({ subtotal: 22, discount: 2.2, total: 19.8 })
    expect(priceCart([plain], { ...quote, coupon: null }, coupon, new Set()).discount).toBeNull()
  })
})
