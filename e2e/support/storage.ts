import type { Page } from '@playwright/test'

export type ListKey = 'cart_products' | 'wishlist_products' | 'compare_products'

/** What the store keeps in the browser under one of the SPEC's localStorage keys. */
export async function storedList(page: Page, key: ListKey) {
  return page.evaluate((name) => {
    const raw = window.localStorage.getItem(name)
    return raw === null ? null : (JSON.parse(raw) as Array<Record<string, unknown>>)
  }, key)
}

export const storedSummary = async (page: Page, key: ListKey) =>
  ((await storedList(page, key)) ?? []).map((line) => ({
    title: line.title,
    orderQuantity: line.orderQuantity,
  }))
