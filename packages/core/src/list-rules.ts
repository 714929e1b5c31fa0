import type { Toast } from './cart-rules.ts'

/** The browser's two plain lists of clips (docs/requirements.md §1). */
export type ListName = 'wishlist' | 'compare'

export interface ListItem {
  id: number
  title: string
}

export interface ListChange<T extends ListItem> {
  list: T[]
  toast: Toast | null
}

export const isListed = (list: readonly ListItem[], id: number): boolean =>
  list.some((item) => item.id === id)

/** docs/requirements.md §4: adding an item already in the list removes it. */
export function toggleInList<T extends ListItem>(
  list: T[],
  item: T,
  name: ListName,
): ListChange<T> {
  if (isListed(list, item.id)) return removeFromList(list, item.id, name)
  return {
    list: [...list, item],
    toast: { kind: 'success', message: `${item.title} added to ${name}` },
  }
}

export function removeFromList<T extends ListItem>(
  list: T[],
  id: number,
  name: ListName,
): ListChange<T> {
  const item = list.find((entry) => entry.id === id)
  if (!item) return { list, toast: null }
  return {
    list: list.filter((entry) => entry.id !== id),
    toast: { kind: 'info', message: `${item.title} removed from ${name}` },
  }
}
