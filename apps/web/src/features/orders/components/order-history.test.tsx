import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { withTestUser } from '@/test/session'
import { makeOrder } from '../test/make-order'
import { OrderHistory } from './order-history'

const EMAIL = 'free@marquee.local'
const PATH = '/api/orders/user/free%40marquee.local'
const SESSION = '3f0b6c1e-2a4d-4e8f-9b7a-5c6d7e8f9a0b'

withTestUser(EMAIL, 'Frank Free')

describe('OrderHistory', () => {
  it('lists each order with its options, amount, order and payment status and date', async () => {
    const api = fakeApi({
      [PATH]: {
        orders: [
          makeOrder({
            id: 2,
            product_title: 'Car Wash',
            customization_requests: 'Our name',
            is_rush_order: true,
            total_price: 85,
            status: 'pending',
            payment_status: 'paid',
          }),
          makeOrder({ id: 1, payment_status: 'failed', status: 'cancelled' }),
          makeOrder({ id: 3, payment_status: 'unpaid', checkout_session_id: SESSION }),
          makeOrder({ id: 4, payment_status: 'refunded', status: 'refunded' }),
        ],
        page: 1,
        pageSize: 10,
        total: 4,
      },
    })
    renderWithRouter(<OrderHistory email={EMAIL} />)
    const rows = await screen.findAllByTestId('order-row')
    expect(rows).toHaveLength(4)
    const [first, second, third, refunded] = rows as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ]
    expect(within(first).getByText('Car Wash')).toBeTruthy()
    expect(first.textContent).toContain('mp4 · 1920×1080 · 16:9 · customised · rush')
    expect(first.textContent).toContain('$85.00')
    expect(first.textContent).toContain('Order status: In the studio queue')
    expect(first.textContent).toContain('Payment: Paid')
    expect(first.textContent).toContain('Nov 20, 2026')
    expect(second.textContent).toContain('Payment: Payment failed')
    expect(second.textContent).toContain('Order status: Cancelled')
    expect(third.textContent).toContain('Payment: Awaiting payment')
    // One badge says it of a refunded order, not 'Refunded Refunded'.
    expect(within(refunded).getAllByText('Refunded')).toHaveLength(1)
    expect(refunded.textContent).toContain('Order status and payment: Refunded')
    expect(
      within(third).getByRole('link', { name: 'Finish paying in your cart' }).getAttribute('href'),
    ).toBe('/shop/cart')
    expect(within(first).queryByRole('link', { name: 'Finish paying in your cart' })).toBeNull()
    const [url, init] = api.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/orders/user/free%40marquee.local?page=1&pageSize=10')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token')
  })

  it('pages through the orders', async () => {
    const api = fakeApi({
      [PATH]: (url: URL) => ({
        orders: [
          makeOrder({
            id: Number(url.searchParams.get('page')),
            product_title: `Clip ${url.searchParams.get('page')}`,
          }),
        ],
        page: Number(url.searchParams.get('page')),
        pageSize: 10,
        total: 25,
      }),
    })
    renderWithRouter(<OrderHistory email={EMAIL} />)
    expect(await screen.findByText('Clip 1')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(await screen.findByText('Clip 3')).toBeTruthy()
    await waitFor(() => expect(String(api.mock.calls.at(-1)?.[0])).toContain('page=3&pageSize=10'))
  })

  it('keeps the empty state when there are no orders', async () => {
    fakeApi({
      [PATH]: { orders: [], page: 1, pageSize: 10, total: 0 },
    })
    renderWithRouter(<OrderHistory email={EMAIL} />)
    expect(await screen.findByText('No orders yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse clips' }).getAttribute('href')).toBe('/shop')
  })
})
