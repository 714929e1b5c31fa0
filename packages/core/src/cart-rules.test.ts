import { describe, expect, it } from 'vitest'
import type { QuoteLine } from './cart-quote.ts'
import {
  addToCart,
  type CartLine,
  clearCart,
  decrementLine,
  lineUnitCents,
  localCartTotals,
  reconcileCart,
  removeLine,
} from './cart-rules.ts'
import { MAX_ORDER_QUANTITY } from './input-limits.ts'
import type { OrderFormData } from './order-form.ts'
import type { Product } from './product.ts'

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  title: 'Oil Change',
  price: 10,
  old_price: null,
  discount: null,
  new: false,
  category: 'Oil Change',
  parentCategory: 'Automotive',
  brand: 'Pixel Forge',
  img: '/a.jpg',
  thumb_img: '/a-thumb.jpg',
  related_images: [],
  banner_img: '/a-banner.jpg',
  videoLink: '/a.mp4',
  sm_desc: 'A clip.',
  quantity: 3,
  status: 'in-stock',
  rating: 4,
  reviews: [],
  details: { details_text: '', details_list: [], details_text_2: '' },
  sizes: [],
  colors: [],
  dimension: '2:1',
  trending: false,
  banner: false,
  clip_facts: null,
  ...overrides,
})

const line = (orderQuantity: number, overrides: Partial<CartLine> = {}): CartLine => ({
  ...product(),
  orderQuantity,
  ...overrides,
})

const form = (overrides: Partial<OrderFormData> = {}): OrderFormData => ({
  fileType: 'mp4',
  dimensions: { width: 160, height: 80 },
  aspectRatio: '2:1',
  customization: 'no',
  comments: '',
  rushOrder: 'no',
  quantity: 1,
  ...overrides,
})

const custom = form({ customization: 'yes', comments: 'Our name', rushOrder: 'yes' })

describe('addToCart', () => {
  it.each<[string, CartLine[], Product, OrderFormData | undefined, CartLine[], string, string]>([
    ['a new clip', [], product(), undefined, [line(1)], 'success', 'Oil Change added to cart'],
    [
      'a new clip with form data',
      [],
      product(),
      custom,
      [line(1, { formData: custom })],
      'success',
      'Oil Change added to cart',
    ],
    [
      'a clip again',
      [line(1)],
      product(),
      undefined,
      [line(2)],
      'success',
      'Oil Change added to cart',
    ],
    [
      'a clip beyond its available quantity',
      [line(3)],
      product(),
      undefined,
      [line(3)],
      'error',
      'No more quantity available for this product!',
    ],
    [
      'a clip past the most one order may ask for, however many are in stock',
      [line(MAX_ORDER_QUANTITY)],
      product({ quantity: 1_000_000 }),
      undefined,
      [line(MAX_ORDER_QUANTITY)],
      'error',
      'No more quantity available for this product!',
    ],
    [
      'a clip whose available quantity dropped',
      [line(2)],
      product({ quantity: 2 }),
      undefined,
      [line(2)],
      'error',
      'No more quantity available for this product!',
    ],
    [
      'an out-of-stock clip',
      [],
      product({ status: 'out-of-stock' }),
      undefined,
      [],
      'error',
      'Out of stock Oil Change',
    ],
    [
      'a clip with nothing left',
      [],
      product({ quantity: 0 }),
      undefined,
      [],
      'error',
      'Out of stock Oil Change',
    ],
    [
      'an out-of-stock clip already in the cart',
      [line(1)],
      product({ status: 'out-of-stock' }),
      custom,
      [line(1)],
      'error',
      'Out of stock Oil Change',
    ],
    [
      'a customised clip already in the cart',
      [line(3)],
      product({ price: 12 }),
      custom,
      [line(1, { price: 12, formData: custom })],
      'success',
      'Oil Change with customization added to cart',
    ],
    [
      'new form data without customisation',
      [line(2, { formData: custom })],
      product(),
      form(),
      [line(1, { formData: form() })],
      'success',
      'Oil Change added to cart',
    ],
  ])('%s', (_name, cart, added, formData, expected, kind, message) => {
    const change = addToCart(cart, added, formData)
    expect(change.cart).toEqual(expected)
    expect(change.toast).toEqual({ kind, message })
  })

  it('leaves the other lines alone', () => {
    const other = line(2, { id: 9, title: 'Car Wash' })
    expect(addToCart([other, line(1)], product()).cart).toEqual([other, line(2)])
  })
})

describe('decrementLine', () => {
  it.each<[string, CartLine[], number, CartLine[], string | null]>([
    ['takes one off', [line(3)], 1, [line(2)], 'Decrement Quantity For Oil Change'],
    ['never goes below 1', [line(1)], 1, [line(1)], null],
    ['ignores an unknown id', [line(2)], 7, [line(2)], null],
  ])('%s', (_name, cart, id, expected, message) => {
    const change = decrementLine(cart, id)
    expect(change.cart).toEqual(expected)
    expect(change.toast?.message ?? null).toBe(message)
  })
})

describe('removeLine and clearCart', () => {
  it.each<[string, CartLine[], number, CartLine[], string | null]>([
    ['removes the line', [line(2)], 1, [], 'Oil Change remove to cart'],
    ['ignores an unknown id', [line(2)], 7, [line(2)], null],
  ])('%s', (_name, cart, id, expected, message) => {
    const change = removeLine(cart, id)
    expect(change.cart).toEqual(expected)
    expect(change.toast?.message ?? null).toBe(message)
  })

  it('empties the cart without a message', () => {
    expect(clearCart()).toEqual({ cart: [], toast: null })
  })
})

describe('line prices and local totals', () => {
  it.each<[string, CartLine, number]>([
    ['a plain clip', line(1, { price: 12.5 }), 1250],
    ['customisation adds $35', line(1, { formData: form({ customization: 'yes' }) }), 4500],
    ['rush adds $40', line(1, { formData: form({ rushOrder: 'yes' }) }), 5000],
    ['both extras', line(1, { formData: custom }), 8500],
  ])('%s', (_name, cartLine, cents) => {
    expect(lineUnitCents(cartLine)).toBe(cents)
  })

  it('totals the lines with the coupon taken off each', () => {
    const cart = [line(2, { price: 10.99 }), line(1, { id: 2, formData: custom })]
    expect(localCartTotals(cart, 10)).toEqual({
      subtotalCents: 2198 + 8500,
      discountCents: 220 + 850,
      totalCents: 10698 - 1070,
    })
  })
})

const quoteLine = (overrides: Partial<QuoteLine>): QuoteLine => ({
  productId: 1,
  status: 'ok',
  title: 'Oil Change',
  basePrice: 10,
  customizationFee: 0,
  rushFee: 0,
  unitPrice: 10,
  quantity: 1,
  lineTotal: 10,
  ...overrides,
})

describe('reconcileCart', () => {
  const wash = line(1, { id: 2, title: 'Car Wash', price: 15 })

  it.each<[string, QuoteLine[], CartLine[], string[]]>([
    ['keeps a cart the server agrees with', [quoteLine({})], [line(1), wash], []],
    [
      'takes the price of a repriced clip',
      [quoteLine({ status: 'repriced', basePrice: 12.5 })],
      [line(1, { price: 12.5 }), wash],
      ['The price of Oil Change changed to $12.50'],
    ],
    [
      'takes a price that differs even when the line is ok',
      [quoteLine({ productId: 2, title: 'Car Wash', basePrice: 14 })],
      [line(1), { ...wash, price: 14 }],
      ['The price of Car Wash changed to $14.00'],
    ],
    [
      'removes a clip no longer sold',
      [quoteLine({ status: 'missing', title: null, basePrice: 0 })],
      [wash],
      ['Oil Change is no longer available and was removed from your cart'],
    ],
    [
      'keeps an out-of-stock clip for the row to flag',
      [quoteLine({ status: 'out-of-stock', basePrice: 0 })],
      [line(1), wash],
      [],
    ],
  ])('%s', (_name, quote, expected, notices) => {
    expect(reconcileCart([line(1), wash], quote)).toEqual({ cart: expected, notices })
  })

  it('changes nothing the second time', () => {
    const quote = [quoteLine({ status: 'repriced', basePrice: 11 })]
    const once = reconcileCart([line(1)], quote)
    const twice = reconcileCart(once.cart, quote)
    expect(twice.notices).toEqual([])
    expect(twice.cart).toBe(once.cart)
  })
})
