import type { Product } from '@marquee/core'
import { create } from 'zustand'

export const QUICK_VIEW_MODAL = 'quick-view'

interface UiState {
  searchOpen: boolean
  mobileMenuOpen: boolean
  modalId: string | null
  modalProduct: Product | null
  setSearchOpen: (open: boolean) => void
  setMobileMenuOpen: (open: boolean) => void
  openQuickView: (product: Product) => void
  closeModal: () => void
  closeAll: () => void
}

/** Overlays of the app shell; kept global so any navigation can close them all at once. */
export const useUiStore = create<UiState>()((set) => ({
  searchOpen: false,
  mobileMenuOpen: false,
  modalId: null,
  modalProduct: null,
  setSearchOpen: (searchOpen) => set({ searchOpen }),
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  openQuickView: (product) => set({ modalId: QUICK_VIEW_MODAL, modalProduct: product }),
  closeModal: () => set({ modalId: null, modalProduct: null }),
  closeAll: () =>
    set({ searchOpen: false, mobileMenuOpen: false, modalId: null, modalProduct: null }),
}))
