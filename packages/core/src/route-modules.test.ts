import { describe, expect, it } from 'vitest'
import { LAZY_ROUTES, lazyRouteOf } from './route-modules.ts'

describe('lazyRouteOf', () => {
  it('finds the lazily loaded route a path lands on', () => {
    expect(lazyRouteOf('/home/home-style-2')).toBe('/home/:style')
    expect(lazyRouteOf('/pages/blog-details/12')).toBe('/pages/blog-details/:id')
    expect(lazyRouteOf('/pages/faq/')).toBe('/pages/faq')
    expect(lazyRouteOf('/pages/checkout/success')).toBe('/pages/checkout/success')
    expect(LAZY_ROUTES[lazyRouteOf('/pages/blog-2-col') ?? '']).toBe('pages/blog-list')
  })

  it('finds none for the shop, which ships in the main script, or an unknown path', () => {
    for (const path of ['/shop', '/shop/shop-details/1', '/pages/faq/extra', '/pages', '/']) {
      expect(lazyRouteOf(path), path).toBeUndefined()
    }
  })
})
