import type { RouteObject } from 'react-router'

/**
 * The back office's pages, each its own lazy chunk under the lazy admin layout, so none of
 * it reaches the storefront's first page. A new area: one route here, one entry in
 * features/admin/admin-sections.ts.
 */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./admin/dashboard') },
  { path: 'custom-orders', lazy: () => import('./admin/custom-orders') },
  { path: 'orders', lazy: () => import('./admin/orders') },
  { path: 'orders/:id', lazy: () => import('./admin/order') },
  { path: 'invoices', lazy: () => import('./admin/invoices') },
  { path: 'customers', lazy: () => import('./admin/customers') },
  { path: 'customers/:id', lazy: () => import('./admin/customer') },
  { path: 'messages', lazy: () => import('./admin/messages') },
  { path: 'mail', lazy: () => import('./admin/mail') },
  { path: 'catalogue', lazy: () => import('./admin/catalog') },
  { path: 'catalogue/new', lazy: () => import('./admin/clip') },
  { path: 'catalogue/:id', lazy: () => import('./admin/clip') },
  { path: 'catalogue/:id/personalisation', lazy: () => import('./admin/personalisation') },
  { path: 'taxonomy', lazy: () => import('./admin/taxonomy') },
  { path: 'coupons', lazy: () => import('./admin/coupons') },
  { path: 'content', lazy: () => import('./admin/content') },
  { path: 'content/:slug', lazy: () => import('./admin/content-edit') },
  { path: 'staff', lazy: () => import('./admin/staff') },
  { path: 'custom-requests', lazy: () => import('./admin/custom-requests') },
  { path: 'reviews', lazy: () => import('./admin/reviews') },
  { path: 'audit', lazy: () => import('./admin/audit') },
]
