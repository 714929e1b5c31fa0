import { createBrowserRouter, type RouteObject, redirect } from 'react-router'
import { NotFoundPage } from '@/features/layout'
import { adminRoutes } from './routes/admin-routes'
import { RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'
import { shopRoutes } from './routes/shop-routes'

/** The pages area loads lazily (docs/requirements.md §2); each module exports its route `Component`. */
const pagesRoutes: RouteObject[] = [
  { path: 'checkout', lazy: () => import('./routes/pages/checkout') },
  { path: 'checkout/success', lazy: () => import('./routes/pages/checkout-success') },
  { path: 'register', lazy: () => import('./routes/pages/register') },
  { path: 'login', lazy: () => import('./routes/pages/login') },
  { path: 'account', lazy: () => import('./routes/pages/account') },
  { path: 'reset-password', lazy: () => import('./routes/pages/reset-password') },
  { path: 'subscribe', lazy: () => import('./routes/pages/subscribe') },
  { path: 'licence/:id', lazy: () => import('./routes/pages/licence') },
  { path: 'converter-test', lazy: () => import('./routes/pages/converter-test') },
  { path: 'manage-subscription', lazy: () => import('./routes/pages/manage-subscription') },
  ...['blog', 'blog-left-sidebar', 'blog-no-sidebar', 'blog-2-col', 'blog-3-col'].map((path) => ({
    path,
    lazy: () => import('./routes/pages/blog-list'),
  })),
  { path: 'blog-details', lazy: () => import('./routes/pages/blog-details') },
  { path: 'blog-details/:id', lazy: () => import('./routes/pages/blog-details') },
  { path: 'contact', lazy: () => import('./routes/pages/contact') },
  { path: 'custom-video', lazy: () => import('./routes/pages/custom-video') },
  { path: 'about-us', lazy: () => import('./routes/pages/about-us') },
  { path: 'delivery-information', lazy: () => import('./routes/pages/delivery-information') },
  { path: 'privacy-policy', lazy: () => import('./routes/pages/privacy-policy') },
  { path: 'terms-conditions', lazy: () => import('./routes/pages/terms-conditions') },
  { path: 'usage-policy', lazy: () => import('./routes/pages/usage-policy') },
  { path: 'faq', lazy: () => import('./routes/pages/faq') },
  { path: 'return-policy', lazy: () => import('./routes/pages/return-policy') },
]

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first page may be a lazy route; keep the screen dark while its code arrives.
    hydrateFallbackElement: <div className="min-h-dvh bg-zinc-950" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => redirect('/home/home-style-4') },
          { path: 'home/:style', lazy: () => import('./routes/home') },
          { path: 'shop', children: shopRoutes },
          { path: 'pages', children: pagesRoutes },
          { path: 'login', lazy: () => import('./routes/pages/login') },
          { path: 'auth/callback', lazy: () => import('./routes/auth-callback') },
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    // The back office has its own frame (side navigation), not the storefront's shell.
    path: 'admin',
    lazy: () => import('./routes/admin/layout'),
    hydrateFallbackElement: <div className="min-h-dvh bg-zinc-50" />,
    errorElement: <RouteError />,
    children: adminRoutes,
  },
]

export const router = createBrowserRouter(routes)
