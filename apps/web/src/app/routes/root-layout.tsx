import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { AppShell } from '@/features/layout'
import { QUICK_VIEW_MODAL, useUiStore } from '@/stores/ui-store'
import { RouteMeta } from './route-meta'

// The shell's dialogs load on first use, keeping them out of the first page's JavaScript.
const SearchOverlay = lazy(() =>
  import('@/features/search').then((module) => ({ default: module.SearchOverlay })),
)
const QuickViewModal = lazy(() =>
  import('@/features/catalog/components/quick-view-modal').then((module) => ({
    default: module.QuickViewModal,
  })),
)
const MobileMenu = lazy(() =>
  import('@/features/layout/components/mobile-menu').then((module) => ({
    default: module.MobileMenu,
  })),
)

function Overlays() {
  const searchOpen = useUiStore((state) => state.searchOpen)
  const menuOpen = useUiStore((state) => state.mobileMenuOpen)
  const quickView = useUiStore((state) => state.modalId === QUICK_VIEW_MODAL && state.modalProduct)
  return (
    <Suspense fallback={null}>
      {searchOpen && <SearchOverlay />}
      {menuOpen && <MobileMenu />}
      {quickView && <QuickViewModal />}
    </Suspense>
  )
}

export function RootLayout() {
  return (
    <AppShell overlays={<Overlays />}>
      <RouteMeta />
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  )
}
