import type { AdminOrder, CustomOrderPage } from '@marquee/core'
import { makeAdminOrder } from './make-admin-order'

/** A paid custom order as the back office sees it; override only what the test is about. */
export function makeCustomOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return makeAdminOrder({
    id: 52,
    customization_requests: 'Say OPEN LATE',
    is_rush_order: true,
    unit_price: 55,
    total_price: 55,
    due_at: '2026-11-29T08:00:00.000Z',
    ...overrides,
  })
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
