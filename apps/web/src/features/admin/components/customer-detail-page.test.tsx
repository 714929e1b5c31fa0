import type { AdminCustomerDetail } from '@marquee/core'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeAdminOrder } from '@/test/make-admin-order'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { CustomerDetailPage } from './customer-detail-page'

const ID = '0b7f7c57-5c43-4c4f-9d0e-1d5d2b3c4e5f'

const order = (id: number) =>
  makeAdminOrder({
    id,
    user_id: ID,
    product_title: `Clip ${id}`,
    status: 'subscription',
    payment_status: 'subscription',
  })

const detail: AdminCustomerDetail = {
  customer: {
    id: ID,
    email: 'pro@marquee.local',
    name: 'Pat Pro',
    role: 'customer',
    plan: 'Pro',
    status: 'active',
    downloads_left: 17,
    customisations_left: 3,
    tax_exempt: false,
    created_at: '2026-01-02T08:00:00.000Z',
  },
  subscription: {
    plan: 'Pro',
    status: 'active',
    price: 29,
    downloads_per_period: 10,
    customisations_per_period: 2,
    current_period_end: '2026-12-27T08:00:00.000Z',
    cancel_at: null,
  },
  credits: {
    granted: { downloads: 23, customisations: 4 },
    spent: { downloads: 6, customisations: 1 },
    balance: { downloads: 17, customisations: 3 },
  },
  orders: { items: [order(51), order(50)], total: 31 },
  downloads: { items: [], total: 0 },
  reviews: [
    {
      id: 5,
      product_id: 1,
      product_title: 'Oil Change Special',
      rating: 4,
      subject: 'Reads from the far lane',
      body: 'Ran it all week.',
      status: 'pending',
      verified: true,
      created_at: '2026-11-20T08:00:00.000Z',
    },
  ],
}

afterEach(clearTestUser)

describe('CustomerDetailPage', () => {
  it('shows plan, credits, orders linking to their pages, and reviews', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    fakeApi({ [`/api/admin/customers/${ID}`]: detail })
    renderWithRouter(<CustomerDetailPage />, {
      path: `/admin/customers/${ID}`,
      route: '/admin/customers/:id',
    })
    expect(await screen.findByRole('heading', { name: 'Pat Pro' })).toBeTruthy()
    expect(screen.getByText('Pro · $29.00 a period')).toBeTruthy()
    expect(screen.getByText('10 downloads, 2 customisations')).toBeTruthy()
    const credits = screen.getByRole('table', { name: 'Credits' })
    expect(
      within(credits)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DownloadsCustomisations', 'Granted234', 'Spent61', 'Balance173'])
    const orders = screen.getByRole('table', { name: 'Orders' })
    expect(within(orders).getByRole('link', { name: '#51 Clip 51' }).getAttribute('href')).toBe(
      '/admin/orders/51',
    )
    expect(screen.getByText('The latest 2 of 31.')).toBeTruthy()
    expect(screen.getByText('Reads from the far lane')).toBeTruthy()
    expect(screen.getByText('4 of 5 stars')).toBeTruthy()
    expect(screen.getByText('No downloads.')).toBeTruthy()
  })
})
