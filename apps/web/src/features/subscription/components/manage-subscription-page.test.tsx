import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { meAs, plansResponse } from '../test/plans-response'
import { ManageSubscriptionPage } from './manage-subscription-page'

describe('ManageSubscriptionPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    setTestUser('casey@example.com', 'Casey')
  })
  afterEach(clearTestUser)

  it("opens the billing portal the server names for the customer's own email", async () => {
    const assign = vi.fn<(url: string | URL) => void>()
    vi.spyOn(window.location, 'assign').mockImplementation(assign)
    const api = fakeApi({ '/api/billing/portal': { url: 'http://store.test/portal' } })
    renderWithRouter(<ManageSubscriptionPage />)
    expect(screen.getByRole('status').textContent).toContain('Opening your subscription')
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://store.test/portal'))
    const [, init] = api.mock.calls.find(([url]) => url === '/api/billing/portal') ?? []
    expect(JSON.parse(String(init?.body))).toEqual({ userEmail: 'casey@example.com' })
  })

  it('says why when there is nothing to manage, with ways on', async () => {
    fakeApi({ '/api/billing/portal': 404 })
    renderWithRouter(<ManageSubscriptionPage />)
    expect((await screen.findByRole('alert')).textContent).toBe('Failed 404')
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/pages/subscribe',
    )
  })

  it('shows a plan the shop set up with its credits, a pack to buy and a plan switch', async () => {
    const assign = vi.fn<(url: string | URL) => void>()
    vi.spyOn(window.location, 'assign').mockImplementation(assign)
    const seeded = meAs('Pro', 'active')
    const api = fakeApi({
      '/api/me': {
        ...seeded,
        subscription: { ...seeded.subscription, billed: false, remaining_total_orders: 8 },
      },
      '/api/plans': plansResponse(),
      '/api/create-checkout-session': { id: 'cs_1', url: 'http://store.test/checkout' },
    })
    renderWithRouter(<ManageSubscriptionPage />)
    expect(await screen.findByRole('heading', { name: /Your Pro plan/ })).toBeTruthy()
    expect(screen.getByText(/not billed by card/)).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Buy More Pro Credits' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^Switch to Enterprise/ }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://store.test/checkout'))
    const [, init] = api.mock.calls.find(([url]) => url === '/api/create-checkout-session') ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Enterprise',
      userEmail: 'casey@example.com',
    })
    expect(api.mock.calls.some(([url]) => url === '/api/billing/portal')).toBe(false)
  })
})
