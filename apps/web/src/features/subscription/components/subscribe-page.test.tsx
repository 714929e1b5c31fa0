import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signIn } from '@/features/auth/api/auth-client'
import { notify } from '@/lib/notify'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { meAs, plansResponse } from '../test/plans-response'
import { SubscribePage } from './subscribe-page'

vi.mock('@/features/auth/api/auth-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth/api/auth-client')>()),
  signIn: vi.fn(() => new Promise(() => undefined)),
}))
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const card = (name: string) =>
  screen
    .getAllByTestId('plan-card')
    .find(
      (item) => item.getAttribute('aria-labelledby') === `plan-${name.toLowerCase()}`,
    ) as HTMLElement

const signInAs = () => setTestUser('casey@example.com', 'Casey')

const posted = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => init as RequestInit)

const renderPage = () => renderWithRouter(<SubscribePage />, { path: '/pages/subscribe' })

describe('SubscribePage', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.mocked(notify).mockClear()
    vi.mocked(signIn).mockClear()
    assign = vi.fn<(url: string | URL) => void>()
    vi.spyOn(window.location, 'assign').mockImplementation(assign)
  })
  afterEach(clearTestUser)

  it("shows the store's plans with price, downloads and customisations; signed out, buttons lead to sign-in or registration", async () => {
    const api = fakeApi({ '/api/plans': plansResponse() })
    renderPage()
    await screen.findByRole('heading', { name: 'Pro' })
    expect(screen.getAllByTestId('plan-card')).toHaveLength(3)
    const pro = card('Pro')
    expect(pro.textContent).toContain('$29/month')
    expect(pro.textContent).toContain('10 downloads a month')
    expect(pro.textContent).toContain('2 customisations a month')
    expect(card('Enterprise').textContent).toContain('$99/month')
    expect(card('Enterprise').textContent).toContain('50 downloads a month')
    expect(
      within(card('Free')).getByRole('link', { name: 'Create an account' }).getAttribute('href'),
    ).toBe('/pages/register')

    fireEvent.click(within(pro).getByRole('button', { name: 'Sign in to get Pro' }))
    expect(vi.mocked(signIn)).toHaveBeenCalledWith(
      '/pages/subscribe',
      expect.objectContaining({ show: expect.any(Function) }),
    )
    expect(posted(api, '/api/create-checkout-session')).toHaveLength(0)
  })

  it('sends {name, priceId, quantity: 1} with the token and goes to the hosted checkout', async () => {
    signInAs()
    const api = fakeApi({
      '/api/plans': plansResponse(),
      '/api/me': meAs('Free', 'inactive'),
      '/api/create-checkout-session': { id: 's1', url: 'http://store.test/sandbox/checkout/s1' },
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Get Pro' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://store.test/sandbox/checkout/s1'),
    )
    const [init] = posted(api, '/api/create-checkout-session')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Pro',
      priceId: 'price_pro',
      quantity: 1,
      userEmail: 'casey@example.com',
    })
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token')
    expect(within(card('Pro')).getByRole('button', { name: /Taking you to payment/ })).toBeTruthy()
    expect(
      within(card('Enterprise'))
        .getByRole('button', { name: 'Get Enterprise' })
        .hasAttribute('disabled'),
    ).toBe(true)
    expect(card('Free').textContent).toContain('Your current plan')
  })

  it("says the server's reason when a plan cannot be bought, and the SPEC's message otherwise", async () => {
    signInAs()
    let status = 409
    fakeApi({
      '/api/plans': plansResponse(),
      '/api/me': meAs('Free', 'inactive'),
      '/api/create-checkout-session': () => status,
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Get Pro' }))
    await waitFor(() => expect(vi.mocked(notify)).toHaveBeenCalledWith('error', 'Failed 409'))
    status = 500
    fireEvent.click(screen.getByRole('button', { name: 'Get Pro' }))
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenCalledWith(
        'error',
        'Error creating order. Please try again.',
      ),
    )
    expect(assign).not.toHaveBeenCalled()
  })

  it('a Pro subscriber manages the plan and buys more Pro credits', async () => {
    signInAs()
    const api = fakeApi({
      '/api/plans': plansResponse(),
      '/api/me': meAs('Pro', 'active'),
      '/api/create-checkout-session-credits': { id: 's2', url: 'http://store.test/pay/s2' },
    })
    renderPage()
    await screen.findByText('Your plan')
    expect(
      within(card('Pro')).getByRole('link', { name: 'Manage subscription' }).getAttribute('href'),
    ).toBe('/pages/manage-subscription')
    expect(
      within(card('Enterprise')).getByRole('link', { name: 'Switch to Enterprise' }),
    ).toBeTruthy()
    // The Free card asks nothing of a subscriber: it is where the plan returns when it ends.
    expect(within(card('Free')).queryByRole('link')).toBeNull()
    expect(card('Free').textContent).toContain('Yours again if your plan ends')
    expect(screen.queryByRole('button', { name: 'Buy More Enterprise Credits' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Buy More Pro Credits' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://store.test/pay/s2'))
    const [init] = posted(api, '/api/create-checkout-session-credits')
    expect(JSON.parse(String(init?.body))).toEqual({
      pack: 'pro-credits',
      userEmail: 'casey@example.com',
    })
  })
})
