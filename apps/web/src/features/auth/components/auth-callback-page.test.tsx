import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render'
import { AuthCallbackPage } from './auth-callback-page'

function pageConfig(auth: Record<string, string>) {
  const meta = document.createElement('meta')
  meta.name = 'marquee-config'
  meta.content = JSON.stringify({ testMode: true, customAdUrl: '', bookACallUrl: '', auth })
  document.head.append(meta)
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
afterEach(() => document.head.querySelector('meta[name="marquee-config"]')?.remove())

describe('AuthCallbackPage', () => {
  it('goes to the configured error path when the provider answers an error', async () => {
    pageConfig({
      authority: '/oidc',
      clientId: 'marquee-web',
      scope: 'openid',
      errorPath: '/pages/login',
    })
    const { router } = renderWithRouter(<AuthCallbackPage />, {
      path: '/auth/callback?error=access_denied&state=abc',
      route: '/auth/callback',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'))
  })

  it('goes to the root on error when no error path is configured', async () => {
    pageConfig({ authority: '/oidc', clientId: 'marquee-web', scope: 'openid' })
    const { router } = renderWithRouter(<AuthCallbackPage />, {
      path: '/auth/callback?error=login_required&state=def',
      route: '/auth/callback',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
