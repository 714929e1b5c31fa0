import {
  type ListChange,
  type ListItem,
  type ListName,
  removeFromList,
  toggleInList,
} from '@marquee/core'
import type { StoreApi } from 'zustand'
import { notify } from './notify'
import type { ListState } from './persisted-list'

/** The wishlist's or compare list's toggle and remove, each telling the shopper what changed. */
export function listActions<T extends ListItem>(store: StoreApi<ListState<T>>, name: ListName) {
  const apply = ({ list, toast }: ListChange<T>) => {
    if (list !== store.getState().items) store.setState({ items: list })
    if (toast) notify(toast.kind, toast.message)
  }
  return {
    toggle: (item: T) => apply(toggleInList(store.getState().items, item, name)),
    remove: (id: number) => apply(removeFromList(store.getState().items, id, name)),
  }
}
