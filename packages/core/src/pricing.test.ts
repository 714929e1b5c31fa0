import { describe, expect, it } from 'vitest'
import { cartTotals, NO_QUOTA, unitPrice } from './pricing.ts'

const plain = { customization: false, rushOrder: false }

describe('unitPrice', () => {
  it.each([
    ['a plain clip', 1500, plain, NO_QUOTA, 1500],
    ['customisation adds $35', 1500, { customization: true, rushOrder: false }, NO_QUOTA, 5000],
    ['rush adds $40', 1500, { customization: false, rushOrder: true }, NO_QUOTA, 5500],
    ['both extras', 1500, { customization: true, rushOrder: true }, NO_QUOTA, 9000],
    [
      'a customisation credit covers the fee',
      1500,
      { customization: true, rushOrder: false },
      { remainingTotalOrders: 0, remainingCustomizationOrders: 1 },
      1500,
    ],
    [
      'a download credit with a customisation beyond the quota charges only the extras',
      1500,
      { customization: true, rushOrder: true },
      { remainingTotalOrders: 3, remainingCustomizationOrders: 0 },
      7500,
    ],
    [
      'credits for both leave only rush',
      1500,
      { customization: true, rushOrder: true },
      { remainingTotalOrders: 3, remainingCustomizationOrders: 2 },
      4000,
    ],
  ])('%s', (_name, base, options, quota, expected) => {
    expect(unitPrice(base, options, quota).totalCents).toBe(expected)
  })
})

describe('cartTotals', () => {
  it('adds the lines', () => {
    expect(
      cartTotals([
        { unitCents: 1000, quantity: 2 },
        { unitCents: 1550, quantity: 1 },
      ]),
    ).toEqual({
      subtotalCents: 3550,
      discountCents: 0,
      totalCents: 3550,
    })
  })

  it('takes the coupon percentage off each line, rounding per line', () => {
    const totals = cartTotals(
      [
        { unitCents: 1999, quantity: 1 },
        { unitCents: 1001, quantity: 1 },
      ],
      15,
    )
    expect(totals.discountCents).toBe(300 + 150)
    expect(totals.totalCents).toBe(3000 - 450)
  })

  it('never discounts more than the line', () => {
    expect(cartTotals([{ unitCents: 1000, quantity: 1 }], 250).totalCents).toBe(0)
  })
})
