import type { PersistStorage } from 'zustand/middleware'

export type ItemGuard<T> = (value: unknown) => value is T

/** What the stored text holds: its valid items, or none when it is missing or not JSON. */
function readItems<T>(raw: string | null, isItem: ItemGuard<T>): T[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isItem) : []
  } catch {
    return []
  }
}

/**
 * Persists a store's `items` as a bare JSON array under its key, the shape docs/requirements.md §1 gives
 * cart_products, wishlist_products and compare_products, rather than zustand's envelope.
 * A missing or corrupted value reads as an empty list, so another tab clearing it empties
 * this one too, and entries that are not items are dropped.
 */
export function listStorage<T>(isItem: ItemGuard<T>): PersistStorage<{ items: T[] }> {
  return {
    getItem: (name) => ({ state: { items: readItems(localStorage.getItem(name), isItem) } }),
    setItem: (name, value) => localStorage.setItem(name, JSON.stringify(value.state.items)),
    removeItem: (name) => localStorage.removeItem(name),
  }
}
