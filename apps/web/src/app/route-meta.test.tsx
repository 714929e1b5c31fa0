import { BLOG_POST_PAGE, PRODUCT_PAGE } from '@marquee/core'
import { ROUTE_PAGES, routeMeta, routePattern } from '@marquee/core/route-pages'
import { waitFor } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/test/render'
import { routes } from './router'

/** Every path of the route table, joined from its nesting. */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent
    const isPage = route.element || route.lazy || route.loader || route.Component
    const own = isPage && (route.path || route.index) ? [path || '/'] : []
    return [...own, ...routePaths(route.children ?? [], path)]
  })
}

describe('page titles', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input).includes('/api/pages/')
        ? Response.json({ slug: 'faq', title: 'FAQ', intro: '', sections: [], updatedAt: '' })
        : Response.json([]),
    )
  })

  it("gives every route of the router a title in core's page table", () => {
    const example = (path: string) => path.replace(':id', '1').replace(':style', 'home-style-1')
    const missing = routePaths(routes)
      .filter((path) => path !== '/' && path !== '/*')
      .filter((path) => {
        const address = example(path)
        if (PRODUCT_PAGE.test(address) || BLOG_POST_PAGE.test(address)) return false
        return routePattern(address) === undefined
      })
    expect(missing).toEqual([])
  })

  it('gives every fixed route its own title', () => {
    const titles = Object.keys(ROUTE_PAGES)
      .filter((route) => !route.endsWith('*'))
      .map((route) => routeMeta(route.replace(':id', '1'), new URLSearchParams())?.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('writes the title, description and canonical of the page shown', async () => {
    renderRoutes(routes, '/pages/faq')
    await waitFor(() => expect(document.title).toBe('Frequently asked questions · Marquee'))
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    expect(description?.content).toMatch(/clips, sizes, formats/)
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
    expect(new URL(canonical?.href ?? '').pathname).toBe('/pages/faq')
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })

  it("keeps a customer's own page out of search results", async () => {
    renderRoutes(routes, '/shop/cart')
    await waitFor(() => expect(document.title).toBe('Cart · Marquee'))
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe(
      'noindex',
    )
  })
})
