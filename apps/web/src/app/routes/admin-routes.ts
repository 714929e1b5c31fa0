import type { RouteObject } from 'react-router'

/**
 * The back office's pages, each its own lazy chunk under the lazy admin layout, so none of
 * it reaches the storefront's first page. A new area: one route here, one entry in
 * features/admin/admin-sections.ts.
 */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./admin/dashboard') },
  { path: 'reviews', lazy: () => import('./admin/reviews') },
  { path: 'audit', lazy: () => import('./admin/audit') },
]
