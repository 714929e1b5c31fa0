import type { AdminOrder } from '@marquee/core'

/** A complete back-office order for tests; override only what the test is about. */
export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 42,
    user_id: '0b7f7c57-5c43-4c4f-9d0e-1d5d2b3c4e5f',
    user_email: 'pro@marquee.local',
    product_id: 1,
    product_title: 'Oil Change Special',
    width: 384,
    height: 192,
    filetype: 'mp4',
    aspect_ratio: '2:1',
    customization_requests: '',
    is_rush_order: false,
    quantity: 1,
    unit_price: 10,
    discount: 0,
    total_price: 10,
    status: 'pending',
    payment_status: 'paid',
    checkout_session_id: null,
    created_at: '2026-11-27T08:00:00.000Z',
    paid_at: '2026-11-27T08:00:00.000Z',
    due_at: null,
    late: false,
    logo: null,
    master: null,
    messages: [],
    ...overrides,
  }
}
