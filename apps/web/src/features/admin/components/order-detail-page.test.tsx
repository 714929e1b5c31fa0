import type { AdminOrderDetail } from '@marquee/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeAdminOrder } from '@/test/make-admin-order'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { OrderDetailPage } from './order-detail-page'

const CUSTOMER = '0b7f7c57-5c43-4c4f-9d0e-1d5d2b3c4e5f'

const detail: AdminOrderDetail = {
  order: makeAdminOrder({
    user_id: CUSTOMER,
    unit_price: 19.99,
    total_price: 19.99,
    status: 'refunded',
    payment_status: 'refunded',
    checkout_session_id: 'c0ffee00-0000-4000-8000-000000000001',
    paid_at: '2026-11-27T08:01:00.000Z',
    messages: [
      { id: 1, author: 'shop', body: 'Your refund is on its way', at: '2026-11-27T09:00:00.000Z' },
    ],
  }),
  customer: { id: CUSTOMER, email: 'pro@marquee.local', name: 'Pat Pro' },
  lines: [
    {
      order_id: 42,
      description: 'Oil Change Special',
      details: ['MP4 · 384 × 192 px · 2:1'],
      quantity: 1,
      unit_price: 19.99,
      total: 19.99,
    },
    {
      order_id: 43,
      description: 'Bubble Car Wash',
      details: [],
      quantity: 2,
      unit_price: 5,
      total: 10,
    },
  ],
  payment: {
    checkout_id: 'c0ffee00-0000-4000-8000-000000000001',
    provider: 'sandbox',
    kind: 'cart',
    status: 'refunded',
    amount: 29.99,
    currency: 'usd',
    payment_intent_id: 'pi_test_123',
    coupon: 'WELCOME10',
    opened_at: '2026-11-27T08:00:00.000Z',
    closed_at: '2026-11-27T08:01:00.000Z',
  },
  credits_spent: null,
  payment_events: [
    { at: '2026-11-27T08:00:00.000Z', what: 'Checkout opened' },
    { at: '2026-11-27T08:01:00.000Z', what: 'Paid' },
    { at: '2026-11-27T10:00:00.000Z', what: 'Refund of $19.99 made' },
  ],
  refunds: [
    {
      amount: 19.99,
      reason: 'Bought the wrong size',
      status: 'succeeded',
      actor_email: 'admin@marquee.local',
      provider_refund_id: 're_1',
      requested_at: '2026-11-27T10:00:00.000Z',
      completed_at: '2026-11-27T10:00:01.000Z',
    },
  ],
  invoices: [
    {
      id: 'i1',
      number: 'MQ-2026-000007',
      kind: 'invoice',
      date: '2026-11-27T08:01:00.000Z',
      total: 29.99,
      tax: 0,
      currency: 'usd',
      corrects: null,
      pdf_url: '/api/invoices/i1/pdf',
    },
    {
      id: 'i2',
      number: 'MQ-CN-2026-000001',
      kind: 'credit_note',
      date: '2026-11-27T10:00:01.000Z',
      total: 19.99,
      tax: 0,
      currency: 'usd',
      corrects: 'MQ-2026-000007',
      pdf_url: '/api/invoices/i2/pdf',
    },
  ],
  downloads: [
    {
      id: 'd1',
      product_id: 1,
      product_title: 'Oil Change Special',
      order_id: null,
      format: 'gif',
      width: 32,
      height: 16,
      fit: 'letterbox',
      depth: 'full',
      entitlement: 'purchase',
      status: 'ready',
      created_at: '2026-11-27T08:05:00.000Z',
      ready_at: '2026-11-27T08:05:03.000Z',
    },
  ],
  audit: [
    {
      id: 9,
      actorId: 'a',
      actorEmail: 'admin@marquee.local',
      action: 'order.refund',
      entity: 'order',
      entityId: '42',
      before: { orderStatus: 'pending' },
      after: { orderStatus: 'refunded' },
      at: '2026-11-27T10:00:01.000Z',
    },
  ],
}

afterEach(clearTestUser)

describe('OrderDetailPage', () => {
  it("shows the order's lines, payment, refund, invoice, downloads, messages and audit", async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const api = fakeApi({ '/api/admin/orders/42': detail })
    renderWithRouter(<OrderDetailPage />, { path: '/admin/orders/42', route: '/admin/orders/:id' })
    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeTruthy()
    expect(api.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname)).toContain(
      '/api/admin/orders/42',
    )
    const lines = screen.getByRole('table', { name: 'Lines' })
    expect(within(lines).getAllByRole('row')).toHaveLength(3)
    expect(
      within(lines).getByRole('link', { name: '#43 Bubble Car Wash' }).getAttribute('href'),
    ).toBe('/admin/orders/43')
    expect(screen.getByRole('link', { name: 'Pat Pro' }).getAttribute('href')).toBe(
      `/admin/customers/${CUSTOMER}`,
    )
    expect(screen.getByText('WELCOME10')).toBeTruthy()
    expect(screen.getByText('pi_test_123')).toBeTruthy()
    const events = screen.getByRole('list', { name: 'Payment events' })
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Checkout opened'),
      expect.stringContaining('Paid'),
      expect.stringContaining('Refund of $19.99 made'),
    ])
    expect(screen.getByRole('cell', { name: 'Bought the wrong size' })).toBeTruthy()
    expect(screen.getByText('MQ-CN-2026-000001')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'PDF of MQ-2026-000007' })).toBeTruthy()
    expect(
      within(screen.getByRole('table', { name: 'Downloads' })).getByText('Purchase'),
    ).toBeTruthy()
    expect(screen.getByText('Your refund is on its way')).toBeTruthy()
    expect(screen.getByText('order.refund')).toBeTruthy()
    // Refunded already: no Refund button.
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull()
  })

  it('offers the refund dialog on a paid order', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const paid = {
      ...detail,
      order: { ...detail.order, status: 'pending', payment_status: 'paid' },
    }
    fakeApi({ '/api/admin/orders/42': paid })
    renderWithRouter(<OrderDetailPage />, { path: '/admin/orders/42', route: '/admin/orders/:id' })
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }))
    expect(await screen.findByRole('dialog', { name: 'Refund order #42?' })).toBeTruthy()
  })

  it('says what the server answered for an order that does not exist', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    fakeApi({ '/api/admin/orders/7': 404 })
    renderWithRouter(<OrderDetailPage />, { path: '/admin/orders/7', route: '/admin/orders/:id' })
    expect((await screen.findByRole('alert')).textContent).toBe('failed 404')
  })
})
