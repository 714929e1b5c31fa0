import { describe, expect, it } from 'vitest'
import { safeReturnTo, signInHref } from './return-to'

const shop = 'https://shop.example'

describe('safeReturnTo', () => {
  it.each([
    ['/pages/account?tab=plan#orders', '/pages/account?tab=plan#orders'],
    ['/product/7', '/product/7'],
    ['/pa\tges/account', '/pages/account'],
  ])('follows the same-site path %j as %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected)
  })

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/\\\t\\evil.example',
    ' /pages/account',
    'pages/account',
    '',
    undefined,
    42,
  ])('falls back to the root for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/')
  })

  it.each(['/\t/evil.example', '/\\evil.example', '/pages/account'])(
    'returns nothing the browser resolves off the site (%j)',
    (value) => {
      expect(new URL(safeReturnTo(value), shop).origin).toBe(shop)
    },
  )
})

describe('signInHref', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

  it('carries the page as the return target', () => {
    expect(signInHref(at('/shop/wishlist', '?x=1', '#top'))).toBe(
      `/login?returnTo=${encodeURIComponent('/shop/wishlist?x=1#top')}`,
    )
  })

  it('needs no target from home or from a sign-in page', () => {
    expect(signInHref(at('/'))).toBe('/login')
    expect(signInHref(at('/pages/login', '?returnTo=%2Fshop'))).toBe('/login')
  })
})
