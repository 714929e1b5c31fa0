import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
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
})
