import { create } from 'zustand'

interface CartNoticesState {
  notices: string[]
}

/** What reconciling the cart with the server changed, shown until the shopper dismisses it. */
export const useCartNoticesStore = create<CartNoticesState>()(() => ({ notices: [] }))

export const addCartNotices = (notices: string[]) =>
  useCartNoticesStore.setState((state) => ({
    notices: [...new Set([...state.notices, ...notices])],
  }))

export const dismissCartNotices = () => useCartNoticesStore.setState({ notices: [] })
