import { SIGNED_IN_ROUTES } from '@marquee/core'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/test/render'
import { routes } from './router'

const SPEC_ROUTES = [
  '/home/home-style-1',
  '/home/home-style-4',
  '/home/home-style-7',
  '/shop',
  '/shop/shop-right',
  '/shop/shop-4-col',
  '/shop/shop-3-col',
  '/shop/search',
  '/shop/wishlist',
  '/shop/compare',
  '/shop/cart',
  '/pages/register',
  '/pages/login',
  '/login',
  '/pages/subscribe',
  '/pages/blog',
  '/pages/blog-left-sidebar',
  '/pages/blog-no-sidebar',
  '/pages/blog-2-col',
  '/pages/blog-3-col',
  '/pages/blog-details',
  '/pages/contact',
  '/pages/about-us',
  '/pages/delivery-information',
  '/pages/privacy-policy',
  '/pages/terms-conditions',
  '/pages/usage-policy',
  '/pages/faq',
  '/pages/return-policy',
]

describe('route table', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // Lists answer empty; a shop page (about, FAQ, policies) answers with a page.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input).includes('/api/pages/')
        ? Response.json({ slug: 'x', title: 'Page', intro: '', sections: [], updatedAt: '' })
        : Response.json([]),
    )
  })

  it.each(SPEC_ROUTES)('%s renders a page with an h1 inside the shell', async (path) => {
    renderRoutes(routes, path)
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(screen.queryByText('Nothing To See Here!')).toBeNull()
  })

  // Core's list, which the server preloads the sign-in trip for, is the router's.
  it.each([...SIGNED_IN_ROUTES].map((route) => route.replace(':id', '3')))(
    '%s sends a signed-out visitor to sign in',
    async (path) => {
      renderRoutes(routes, path)
      expect(await screen.findByText('Taking you to sign in…')).toBeTruthy()
      expect(screen.getByRole('banner')).toBeTruthy()
    },
  )

  it.each(['/nope', '/shop/nope', '/home/home-style-9', '/404'])(
    '%s shows the 404 page',
    async (path) => {
      renderRoutes(routes, path)
      expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy()
      expect(screen.getByText('component not found')).toBeTruthy()
      expect(screen.getByText('Nothing To See Here!')).toBeTruthy()
      expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
        '/home/home-style-1',
      )
    },
  )

  it('redirects the empty path to the main home page', async () => {
    const { router } = renderRoutes(routes, '/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/home-style-4'))
  })
})
