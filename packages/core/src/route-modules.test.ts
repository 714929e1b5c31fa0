import { describe, expect, it } from 'vitest'
import { BLOG_POST_PAGE } from './page-meta.ts'
import { LAZY_ROUTES, lazyRouteOf } from './route-modules.ts'
import { ROUTE_PAGES, routePattern } from './route-pages.ts'

describe('lazyRouteOf', () => {
  it('finds the lazily loaded route a path lands on', () => {
    expect(lazyRouteOf('/pages/blog-details/12')).toBe('/pages/blog-details/:id')
    expect(lazyRouteOf('/pages/faq/')).toBe('/pages/faq')
    expect(lazyRouteOf('/pages/checkout/success')).toBe('/pages/checkout/success')
    expect(LAZY_ROUTES[lazyRouteOf('/pages/blog-2-col') ?? '']).toBe('pages/blog-list')
  })

  it('finds none for the shop and the home pages, which ship in the main script, or an unknown path', () => {
    const paths = [
      '/shop',
      '/shop/shop-details/1',
      '/home/home-style-2',
      '/pages/faq/extra',
      '/pages',
      '/',
    ]
    for (const path of paths) {
      expect(lazyRouteOf(path), path).toBeUndefined()
    }
  })
})

describe('the two route tables', () => {
  it('describe the same pages: every lazily loaded route but a blog post has its title', () => {
    const landings = Object.keys(LAZY_ROUTES).map((route) => route.replace(':id', '7'))
    for (const path of landings.filter((path) => !BLOG_POST_PAGE.test(path))) {
      expect(routePattern(path), path).toBeDefined()
    }
  })

  it('name a module for every page of the route table the shop does not ship in the main script', () => {
    // The shop, the home pages and the 404 page ship in the main script; the back office has
    // its own router.
    const elsewhere = (route: string) =>
      route.startsWith('/shop') ||
      route.startsWith('/home/') ||
      ['/404', '/admin/*'].includes(route)
    for (const route of Object.keys(ROUTE_PAGES).filter((route) => !elsewhere(route))) {
      expect(lazyRouteOf(route.replace(':id', '7')), route).toBeDefined()
    }
  })
})
