import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
}

/** Renders `ui` at `path` (matched by `route`) inside a memory router and a fresh query client. */
export function renderWithRouter(
  ui: ReactElement,
  options: { path?: string; route?: string; queryClient?: QueryClient } = {},
) {
  const { path = '/', route = '*', queryClient = testQueryClient() } = options
  const routes = [{ path: route, element: ui }]
  if (route !== '*') routes.push({ path: '*', element: <p>elsewhere</p> })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  }
}

/** Renders the app's real route table at `path`. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  }
}
