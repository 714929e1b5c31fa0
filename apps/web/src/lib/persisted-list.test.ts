import { act } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCartStore } from '@/features/cart'
import { useWishlistStore } from '@/features/wishlist'
import { useCompareStore } from '@/stores/compare-store'
import { makeProduct } from '@/test/make-product'
import { resetLists } from '@/test/reset-lists'

const product = makeProduct({ id: 4, title: 'Car Wash' })

const lists = [
  { key: 'cart_products', store: useCartStore, item: { ...product, orderQuantity: 2 } },
  { key: 'wishlist_products', store: useWishlistStore, item: product },
  { key: 'compare_products', store: useCompareStore, item: product },
] as const

const itemsOf = (store: (typeof lists)[number]['store']) => store.getState().items as unknown[]

describe.each(lists)('the $key list', ({ key, store, item }) => {
  beforeEach(resetLists)

  it('is stored as a bare array under its key', () => {
    store.setState({ items: [item] } as never)
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual([item])
  })

  it.each(['{not json', '"a string"', '{"state":{"items":[]}}', 'null'])(
    'reads %s as an empty list',
    async (raw) => {
      store.setState({ items: [item] } as never)
      localStorage.setItem(key, raw)
      await store.persist.rehydrate()
      expect(itemsOf(store)).toEqual([])
    },
  )

  it('drops entries that are not clips', async () => {
    localStorage.setItem(key, JSON.stringify([item, null, 7, { id: 'x' }, { title: 'no id' }]))
    await store.persist.rehydrate()
    expect(itemsOf(store)).toEqual([item])
  })

  it('follows a change made in another tab', () => {
    localStorage.setItem(key, JSON.stringify([item]))
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    expect(itemsOf(store)).toEqual([item])
    localStorage.removeItem(key)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }))
    })
    expect(itemsOf(store)).toEqual([])
  })

  it('ignores another key', () => {
    localStorage.setItem(key, JSON.stringify([item]))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }))
    expect(itemsOf(store)).toEqual([])
  })
})

describe('the cart list', () => {
  beforeEach(resetLists)

  it('drops lines without a usable quantity or form data', async () => {
    const lines = [
      { ...product, orderQuantity: 0 },
      { ...product, orderQuantity: 1.5 },
      { ...product, orderQuantity: 1, formData: { fileType: 'mp4' } },
      product,
    ]
    localStorage.setItem('cart_products', JSON.stringify(lines))
    await useCartStore.persist.rehydrate()
    expect(useCartStore.getState().items).toEqual([])
  })
})
