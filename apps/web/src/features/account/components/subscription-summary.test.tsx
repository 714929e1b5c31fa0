import type { Me } from '@marquee/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useMe } from '@/features/auth'
import { plansResponse } from '@/features/subscription/test/plans-response'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { withTestUser } from '@/test/session'
import { SubscriptionSummary } from './subscription-summary'

withTestUser('casey@example.com', 'Casey')

const PERIOD_END = '2026-12-27T12:00:00.000Z'
const proMe = (cancelAt: string | null): Me => ({
  email: 'casey@example.com',
  name: 'Casey',
  role: 'customer',
  signs: [],
  metadata: {
    subscription_type: 'Pro',
    subscription_status: 'active',
    sign_width: null,
    sign_height: null,
  },
  subscription: {
    remaining_total_orders: 10,
    remaining_customization_orders: 2,
    subscription_end_date: PERIOD_END,
    cancel_at: cancelAt,
    period_downloads_left: 10,
    period_customizations_left: 2,
    credit_packs: [],
    billed: true,
  },
})

/** The account's plan section as the page shows it: from GET /api/me. */
function PlanSection() {
  const me = useMe()
  return me.data ? <SubscriptionSummary me={me.data} /> : null
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement

describe('SubscriptionSummary', () => {
  it('shows a renewing plan’s date and no Resume', async () => {
    fakeApi({ '/api/me': proMe(null), '/api/plans': plansResponse() })
    renderWithRouter(<PlanSection />)
    expect((await screen.findByText('Renews or ends on')).nextSibling?.textContent).toBe(
      'December 27, 2026',
    )
    expect(screen.queryByText('Cancels on')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull()
  })

  it('shows "Cancels on DATE" and resumes: the renewal date is back', async () => {
    let cancelAt: string | null = PERIOD_END
    const api = fakeApi({
      '/api/me': () => proMe(cancelAt),
      '/api/plans': plansResponse(),
      '/api/subscription/resume': () => {
        cancelAt = null
        return proMe(null)
      },
    })
    renderWithRouter(<PlanSection />)
    await screen.findByText('Cancels on')
    expect(figure('Cancels on')?.textContent).toBe('Cancels onDecember 27, 2026')
    expect(screen.queryByText('Renews or ends on')).toBeNull()
    expect(screen.getByText(/stays active until December 27, 2026, then ends/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }))
    await screen.findByText('Renews or ends on')
    expect(figure('Renews or ends on')?.textContent).toBe('Renews or ends onDecember 27, 2026')
    expect(screen.queryByText('Cancels on')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull()
    const resumeCall = api.mock.calls.find(([url]) => String(url) === '/api/subscription/resume')
    expect(resumeCall?.[1]?.method).toBe('POST')
    expect(new Headers(resumeCall?.[1]?.headers).get('authorization')).toBe('Bearer token')
  })

  it('says why when the resume is refused, and keeps the cancellation shown', async () => {
    fakeApi({
      '/api/me': proMe(PERIOD_END),
      '/api/plans': plansResponse(),
      '/api/subscription/resume': 404,
    })
    renderWithRouter(<PlanSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(/We could not resume your plan: failed 404/)).toBeTruthy()
    expect(screen.getByText('Cancels on')).toBeTruthy()
  })

  it('shows the period’s credits and each pack’s, with the pack’s end date', async () => {
    const me = proMe(null)
    fakeApi({
      '/api/me': {
        ...me,
        subscription: {
          ...me.subscription,
          remaining_total_orders: 18,
          remaining_customization_orders: 3,
          period_downloads_left: 8,
          period_customizations_left: 1,
          credit_packs: [
            {
              id: 1,
              plan: 'Pro',
              downloads_left: 10,
              customizations_left: 2,
              bought_at: '2026-11-27T12:00:00.000Z',
              expires_at: '2027-11-27T12:00:00.000Z',
            },
          ],
        },
      },
      '/api/plans': plansResponse(),
    })
    renderWithRouter(<PlanSection />)
    await screen.findByText('Credit packs')
    expect(figure('Downloads left')?.textContent).toBe('Downloads left188 this period, 10 in packs')
    expect(figure('Customisations left')?.textContent).toBe(
      'Customisations left31 this period, 2 in packs',
    )
    expect(figure('Renews or ends on')?.textContent).toBe('Renews or ends onDecember 27, 2026')
    const pack = screen.getByText('Pro credits').closest('li')
    expect(pack?.textContent).toBe(
      'Pro credits bought November 27, 202610 downloads and 2 customisations leftUntil November 27, 2027',
    )
  })
})
