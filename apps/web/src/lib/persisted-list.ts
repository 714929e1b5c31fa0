import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { type ItemGuard, listStorage } from './list-storage'

export interface ListState<T> {
  items: T[]
}

/**
 * A list kept in localStorage under `key` and in step across tabs: a write in another tab
 * fires `storage` here, and the list reads the key again.
 */
export function createPersistedList<T>(key: string, isItem: ItemGuard<T>) {
  const store = create<ListState<T>>()(
    persist(() => ({ items: [] as T[] }), { name: key, storage: listStorage(isItem) }),
  )
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) void store.persist.rehydrate()
  })
  return store
}
