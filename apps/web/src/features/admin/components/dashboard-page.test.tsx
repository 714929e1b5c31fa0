import type { Analytics, Dashboard } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeAdminOrder } from '@/test/make-admin-order'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { DashboardPage } from './dashboard-page'

const day = (date: string, money: Partial<Analytics['revenue']['byDay'][number]>) => ({
  date,
  total: 0,
  oneOff: 0,
  plans: 0,
  renewals: 0,
  packs: 0,
  refunds: 0,
  ...money,
})

const figures: Analytics = {
  from: '2025-03-01',
  to: '2025-03-02',
  revenue: {
    total: 61.48,
    byDay: [
      day('2025-03-01', { total: 19.99, oneOff: 19.99 }),
      day('2025-03-02', { total: 41.49, plans: 29, packs: 25, refunds: 12.51 }),
    ],
  },
  recurring: { mrr: 1234.5, activeSubscribers: [{ plan: 'Pro', count: 41 }] },
  subscriptions: { new: 3, cancelled: 1 },
  topClips: {
    byRevenue: [{ productId: 7, title: 'Oil Change Special', revenue: 19.99 }],
    byDownloads: [{ productId: 9, title: 'Bubble Car Wash', downloads: 12 }],
  },
  credits: { granted: 200, spent: 57 },
  conversions: { made: 80, failed: 2, p95Seconds: 14.5 },
  customOrders: { delivered: 4, medianTurnaroundHours: 30.5, late: 1 },
  zeroResultSearches: [{ query: 'tire rotation', count: 6 }],
}

const board: Dashboard = {
  open_custom_orders: 2,
  rush_due: [],
  recent_orders: [],
}

afterEach(clearTestUser)

describe('DashboardPage', () => {
  it('shows the range asked for: revenue, chart, MRR, clips linking to their edit, searches', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const api = fakeApi({ '/api/admin/analytics': figures, '/api/admin/dashboard': board })
    renderWithRouter(<DashboardPage />, { path: '/admin?from=2025-03-01&to=2025-03-02' })
    expect(await screen.findByText('$61.48')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Revenue by day' })).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Revenue by day and kind' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(within(table).getByText('$12.51')).toBeTruthy()
    expect(screen.getByText('$1,234.50')).toBeTruthy()
    expect(screen.getByText('41 on Pro')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Oil Change Special' }).getAttribute('href')).toBe(
      '/admin/catalogue/7',
    )
    expect(screen.getByText('tire rotation')).toBeTruthy()
    expect(screen.getByText('median 30.5 h · 1 late')).toBeTruthy()
    expect(await screen.findByText('2')).toBeTruthy()
    const asked = api.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    expect(asked.find((url) => url.pathname === '/api/admin/analytics')?.search).toBe(
      '?from=2025-03-01&to=2025-03-02',
    )
  })

  it('asks again for a preset', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const api = fakeApi({ '/api/admin/analytics': figures, '/api/admin/dashboard': board })
    renderWithRouter(<DashboardPage />, { path: '/admin?from=2025-03-01&to=2025-03-02' })
    await screen.findByText('$61.48')
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    const today = new Date().toISOString().slice(0, 10)
    await waitFor(() =>
      expect(
        api.mock.calls.some(([input]) => String(input).includes(`from=${today}&to=${today}`)),
      ).toBe(true),
    )
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('links each recent order to its page and its customer to theirs', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const order = makeAdminOrder()
    fakeApi({
      '/api/admin/analytics': figures,
      '/api/admin/dashboard': { ...board, recent_orders: [order] },
    })
    renderWithRouter(<DashboardPage />, { path: '/admin?from=2025-03-01&to=2025-03-02' })
    const recent = await screen.findByRole('table', { name: 'Recent orders' })
    expect(
      within(recent).getByRole('link', { name: '#42 Oil Change Special' }).getAttribute('href'),
    ).toBe('/admin/orders/42')
    expect(
      within(recent).getByRole('link', { name: 'pro@marquee.local' }).getAttribute('href'),
    ).toBe(`/admin/customers/${order.user_id}`)
  })
})
