import type { CheckoutSession } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCartStore } from '@/features/cart'
import { makeOrder } from '@/features/orders/test/make-order'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { resetLists } from '@/test/reset-lists'
import { clearTestUser, setTestUser } from '@/test/session'
import { CheckoutSuccessPage } from './checkout-success-page'

const ID = 'b3c1a7f0-0000-4000-8000-000000000001'
const PATH = `/api/checkout/sessions/${ID}`

const session = (status: CheckoutSession['status']): CheckoutSession => ({
  id: ID,
  kind: 'cart',
  status,
  amount: 20,
  currency: 'usd',
  orders: [
    makeOrder({
      total_price: 20,
      quantity: 2,
      payment_status: status === 'complete' ? 'paid' : status === 'failed' ? 'failed' : 'unpaid',
    }),
  ],
})

const renderPage = (search = `?session_id=${ID}`) =>
  renderWithRouter(<CheckoutSuccessPage />, {
    path: `/pages/checkout/success${search}`,
    route: '/pages/checkout/success',
  })

describe('CheckoutSuccessPage', () => {
  beforeEach(() => {
    resetLists()
    useCartStore.setState({
      items: [{ ...makeProduct({ id: 1, title: 'Oil Change', price: 10 }), orderQuantity: 2 }],
    })
    setTestUser('free@marquee.local', 'Frank Free')
  })
  afterEach(clearTestUser)

  it('waits while the payment is open, keeping the cart, and empties it once paid', async () => {
    const answers = [session('open'), session('complete')]
    const api = fakeApi({ [PATH]: () => answers.shift() ?? session('complete') })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeTruthy()
    expect(screen.getByText('Oil Change')).toBeTruthy()
    expect(screen.getByTestId('order-row').textContent).toContain('Payment: Awaiting payment')
    expect(useCartStore.getState().items).toHaveLength(1)

    expect(
      await screen.findByRole('heading', { name: 'Thank you, your payment is confirmed' }),
    ).toBeTruthy()
    expect(screen.getByTestId('order-row').textContent).toContain('Payment: Paid')
    await waitFor(() => expect(useCartStore.getState().items).toEqual([]))
    expect(screen.getByRole('link', { name: 'View your account' }).getAttribute('href')).toBe(
      '/pages/account',
    )
    const asked = api.mock.calls.filter(([url]) => String(url) === PATH)
    expect(asked.length).toBe(2)
    expect(new Headers(asked[0]?.[1]?.headers).get('authorization')).toBe('Bearer token')
  })

  it.each([
    ['failed', 'The payment did not go through'],
    ['expired', 'This checkout has expired'],
  ] as const)(
    'a %s checkout says so, leads back to the cart and leaves it intact',
    async (status, heading) => {
      fakeApi({ [PATH]: session(status) })
      renderPage()
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy()
      expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe(
        '/shop/cart',
      )
      expect(useCartStore.getState().items).toHaveLength(1)
    },
  )

  it('says when the checkout is unknown', async () => {
    fakeApi({ [PATH]: 404 })
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find this checkout',
    )
    expect(useCartStore.getState().items).toHaveLength(1)
  })

  it('says so when the link carries no checkout', () => {
    fakeApi({})
    renderPage('')
    expect(screen.getByRole('alert').textContent).toContain('The link has no checkout in it.')
  })

  it('offers a clip ready at once for download, and says when it is downloaded', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const boughtAs = { format: 'gif', width: 384, height: 192, fit: 'letterbox', depth: 'full' }
    const api = fakeApi({
      [PATH]: session('complete'),
      '/api/downloads': {
        clips: [
          {
            productId: 1,
            purchased: true,
            boughtAs,
            personalPurchases: [],
            customOrders: [],
            downloads: [],
          },
        ],
      },
      '/api/convert': {
        downloadId: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d44',
        status: 'ready',
        url: '/downloads/k?sig=1',
        filename: 'oil-change_384x192.gif',
        licenceId: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d45',
      },
    })
    renderPage()
    const ready = await screen.findByRole('region', { name: 'Ready to download' })
    expect(ready.textContent).toContain('GIF · 384 x 192')
    expect(screen.getByTestId('order-row').textContent).toContain('Order status: Ready to download')
    fireEvent.click(within(ready).getByRole('button', { name: 'Download now' }))
    expect(await within(ready).findByText('Downloaded')).toBeTruthy()
    expect(within(ready).getByRole('button', { name: 'Download again' })).toBeTruthy()
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/api/convert')) ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({ productId: 1, ...boughtAs })
  })

  it('lists studio work without a download: it is made by hand', async () => {
    fakeApi({
      [PATH]: {
        ...session('complete'),
        orders: [makeOrder({ payment_status: 'paid', customization_requests: 'Our name' })],
      },
      '/api/downloads': { clips: [] },
    })
    renderPage()
    expect((await screen.findByTestId('order-row')).textContent).toContain(
      'Order status: In the studio queue',
    )
    expect(screen.queryByRole('region', { name: 'Ready to download' })).toBeNull()
  })
})
