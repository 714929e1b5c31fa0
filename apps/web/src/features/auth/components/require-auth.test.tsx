import { act, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type SignInOptions, signIn } from '@/features/auth/api/auth-client'
import { renderWithRouter } from '@/test/render'
import { setTestUser } from '@/test/session'
import { useSessionStore } from '../stores/session-store'
import { RequireAuth } from './require-auth'

vi.mock('@/features/auth/api/auth-client', () => ({
  signIn: vi.fn(() => Promise.resolve()),
}))

/** The options of the sign-in the guard started. */
function startedSignIn(): SignInOptions {
  const call = vi.mocked(signIn).mock.calls.at(-1)
  if (!call) throw new Error('no sign-in was started')
  return call[1]
}

/** The guard in front of a page, at `path` of the account route. */
const renderGuarded = (path = '/pages/account') =>
  renderWithRouter(
    <RequireAuth>
      <p>your account</p>
    </RequireAuth>,
    { path, route: '/pages/account' },
  )

beforeEach(() => {
  vi.mocked(signIn).mockClear()
  useSessionStore.getState().setUser(null)
})

describe('RequireAuth', () => {
  it('shows the sign-in card at once and puts the provider form in place of the address', async () => {
    const { router } = renderGuarded('/pages/account?tab=plan')
    expect(screen.getByRole('heading', { name: 'Sign in to Marquee' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Taking you to sign in')
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/pages/register',
    )
    expect(screen.queryByText('your account')).toBeNull()
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1))
    expect(vi.mocked(signIn).mock.calls[0]?.[0]).toBe('/pages/account?tab=plan')
    expect(startedSignIn().prefetch).toEqual(expect.any(Function))

    act(() => startedSignIn().show('/pages/login?interaction=abc'))
    expect(router.state.location.pathname).toBe('/pages/login')
    expect(router.state.location.search).toBe('?interaction=abc')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('leaves a visitor who went elsewhere where they are when the form arrives', async () => {
    const { router } = renderGuarded()
    await waitFor(() => expect(signIn).toHaveBeenCalled())
    const { show } = startedSignIn()
    await act(() => router.navigate('/shop'))
    act(() => show('/pages/login?interaction=abc'))
    expect(router.state.location.pathname).toBe('/shop')
  })

  it('shows the page to a signed-in customer without starting a sign-in', () => {
    setTestUser('pro@marquee.local', 'Priya Pro')
    renderGuarded()
    expect(screen.getByText('your account')).toBeTruthy()
    expect(signIn).not.toHaveBeenCalled()
  })
})
