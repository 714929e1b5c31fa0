import type { Order } from '@marquee/core'

/** An order as the API answers it; override what the test is about. */
export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 1,
  user_email: 'free@marquee.local',
  product_id: 1,
  product_title: 'Oil Change',
  width: 1920,
  height: 1080,
  filetype: 'mp4',
  aspect_ratio: '16:9',
  customization_requests: '',
  is_rush_order: false,
  quantity: 1,
  unit_price: 10,
  discount: 0,
  total_price: 10,
  status: 'pending',
  payment_status: 'unpaid',
  checkout_session_id: 'b3c1a7f0-0000-4000-8000-000000000001',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  ...overrides,
})
