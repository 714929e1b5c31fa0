import { LAZY_ROUTES } from '@marquee/core'
import {
  createBrowserRouter,
  type LazyRouteFunction,
  type RouteObject,
  redirect,
} from 'react-router'
import { NotFoundPage } from '@/features/layout'
import { adminRoutes } from './routes/admin-routes'
import { Component as HomeRoute } from './routes/home'
import { RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'
import { shopRoutes } from './routes/shop-routes'

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>
const routeModules = import.meta.glob<RouteModule>([
  './routes/auth-callback.tsx',
  './routes/pages/*.tsx',
])

/** The loader of a lazily loaded route's module, named in core's LAZY_ROUTES. */
function lazyRoute(route: string): LazyRouteFunction<RouteObject> {
  const load = routeModules[`./routes/${LAZY_ROUTES[route]}.tsx`]
  if (!load) throw new Error(`No route module for ${route}`)
  return load
}

/** The pages area loads lazily (docs/requirements.md §2); each module exports its route `Component`. */
const pagesRoutes: RouteObject[] = Object.keys(LAZY_ROUTES)
  .filter((route) => route.startsWith('/pages/'))
  .map((route) => ({ path: route.slice('/pages/'.length), lazy: lazyRoute(route) }))

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
          // The home pages ship in the main script, like the shop: as a lazy route their first
          // paint waited on five more files, which a phone fetches over six connections at most.
          { path: 'home/:style', Component: HomeRoute },
          { path: 'shop', children: shopRoutes },
          { path: 'pages', children: pagesRoutes },
          { path: 'login', lazy: lazyRoute('/login') },
          { path: 'auth/callback', lazy: lazyRoute('/auth/callback') },
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
