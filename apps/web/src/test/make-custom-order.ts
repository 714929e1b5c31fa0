import type { AdminOrder, CustomOrderPage } from '@marquee/core'

/** A paid custom order as the back office sees it; override only what the test is about. */
export function makeCustomOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 52,
    user_email: 'pro@marquee.local',
    product_id: 1,
    product_title: 'Oil Change Special',
    width: 384,
    height: 192,
    filetype: 'mp4',
    aspect_ratio: '2:1',
    customization_requests: 'Say OPEN LATE',
    is_rush_order: true,
    quantity: 1,
    unit_price: 55,
    discount: 0,
    total_price: 55,
    status: 'pending',
    payment_status: 'paid',
    checkout_session_id: null,
    created_at: '2026-11-27T08:00:00.000Z',
    paid_at: '2026-11-27T08:00:00.000Z',
    due_at: '2026-11-29T08:00:00.000Z',
    late: false,
    logo: null,
    master: null,
    messages: [],
    ...overrides,
  }
}

/** One page of a custom-order tab holding `items`, with the tabs' counts. */
export function customOrderPage(
  items: AdminOrder[],
  counts: Partial<CustomOrderPage['counts']> = {},
): CustomOrderPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 25,
    counts: { pending: items.length, in_production: 0, delivered: 0, cancelled: 0, ...counts },
  }
}
