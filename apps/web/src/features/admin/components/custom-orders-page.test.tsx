import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { fakeApi } from '@/test/fake-api'
import { customOrderPage, makeCustomOrder } from '@/test/make-custom-order'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { CustomOrdersPage } from './custom-orders-page'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const counts = { pending: 2, in_production: 1, delivered: 7, cancelled: 3 }

afterEach(() => {
  clearTestUser()
  vi.mocked(notify).mockClear()
})

/** The API answers each tab with its own order; the statuses asked for are kept. */
function fakeTabs() {
  const asked: (string | null)[] = []
  fakeApi({
    '/api/admin/custom-orders': (url: URL) => {
      const status = url.searchParams.get('status')
      asked.push(status)
      const order = makeCustomOrder({ id: 60 + asked.length, status: status as 'pending' })
      return customOrderPage([order], counts)
    },
  })
  return asked
}

const tabLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Custom orders by status' })).getByRole('link', {
    name,
  })

describe('the custom-order tabs', () => {
  it('open on the tab the address names, with every tab counted', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const asked = fakeTabs()
    renderWithRouter(<CustomOrdersPage />, { path: '/admin/custom-orders?status=delivered' })
    expect(await screen.findByRole('region', { name: 'Delivered custom orders' })).toBeTruthy()
    expect(asked).toEqual(['delivered'])
    expect(tabLink(/^Delivered/).getAttribute('aria-current')).toBe('page')
    expect(tabLink(/^New/).getAttribute('aria-current')).toBeNull()
    expect(tabLink(/^New/).textContent).toBe('New2')
    expect(tabLink(/^In production/).textContent).toBe('In production1')
    expect(tabLink(/^Delivered/).textContent).toBe('Delivered7')
    expect(tabLink(/^Cancelled/).textContent).toBe('Cancelled3')
  })

  it('start on New, and a tab clicked goes into the address and asks for its orders', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const asked = fakeTabs()
    const { router } = renderWithRouter(<CustomOrdersPage />, { path: '/admin/custom-orders' })
    await screen.findByRole('region', { name: 'New custom orders' })
    expect(asked).toEqual(['pending'])
    fireEvent.click(tabLink(/^Cancelled/))
    await screen.findByRole('region', { name: 'Cancelled custom orders' })
    expect(router.state.location.search).toBe('?status=cancelled')
    expect(asked).toEqual(['pending', 'cancelled'])
  })

  it('fall back to New for a status that is no tab', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const asked = fakeTabs()
    renderWithRouter(<CustomOrdersPage />, { path: '/admin/custom-orders?status=shipped' })
    await screen.findByRole('region', { name: 'New custom orders' })
    expect(asked).toEqual(['pending'])
  })

  it('say when a tab is empty', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    fakeApi({ '/api/admin/custom-orders': customOrderPage([], { cancelled: 0 }) })
    renderWithRouter(<CustomOrdersPage />, { path: '/admin/custom-orders?status=cancelled' })
    expect(await screen.findByText('No cancelled custom orders.')).toBeTruthy()
  })
})

describe('a custom order card', () => {
  it('marks a late order and says when it was due', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    fakeApi({
      '/api/admin/custom-orders': customOrderPage([
        makeCustomOrder({ id: 70, is_rush_order: false, late: true }),
        makeCustomOrder({ id: 71, is_rush_order: true }),
        makeCustomOrder({ id: 72, is_rush_order: false }),
      ]),
    })
    renderWithRouter(<CustomOrdersPage />)
    const card = async (id: number) =>
      (await screen.findByRole('article', { name: new RegExp(`^#${id} `) })).textContent
    expect(await card(70)).toMatch(/Late · due /)
    expect(await card(71)).toMatch(/Rush · due /)
    expect(await card(71)).not.toMatch(/Late/)
    expect(await card(72)).toMatch(/Due /)
    expect(await card(72)).not.toMatch(/Late|Rush/)
  })

  it('says a delivered order was due, and offers no more steps', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    fakeApi({
      '/api/admin/custom-orders': customOrderPage([
        makeCustomOrder({ id: 73, status: 'delivered', late: false }),
      ]),
    })
    renderWithRouter(<CustomOrdersPage />, { path: '/?status=delivered' })
    const card = await screen.findByRole('article', { name: /^#73 / })
    expect(card.textContent).toMatch(/Was due /)
    expect(within(card).queryByRole('button', { name: 'Deliver' })).toBeNull()
  })

  it('confirms a step with a message naming the tab the order went to', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const sent: unknown[] = []
    fakeApi({
      '/api/admin/custom-orders': customOrderPage([makeCustomOrder({ id: 74 })]),
      '/api/admin/custom-orders/74/status': (_url: URL, body: unknown) => {
        sent.push(body)
        return { order: makeCustomOrder({ id: 74, status: 'in_production' }) }
      },
    })
    renderWithRouter(<CustomOrdersPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Start production' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Order #74 is in production: find it under In production.',
      ),
    )
    expect(sent).toEqual([{ status: 'in_production' }])
  })

  it("shows the customer's logo as a thumbnail with its download, not as a URL in the comments", async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const key = 'logos/u-1/1790000000000-joes-autos.png'
    fakeApi({
      '/api/admin/custom-orders': customOrderPage([
        makeCustomOrder({
          id: 75,
          customization_requests: `Put it top left\nLogo URL: http://localhost:3000/uploads/${key}`,
          logo: { key, path: `/uploads/${key}` },
        }),
        makeCustomOrder({ id: 76, customization_requests: 'No logo here' }),
      ]),
    })
    renderWithRouter(<CustomOrdersPage />)
    const card = await screen.findByRole('article', { name: /^#75 / })
    const thumbnail = within(card).getByRole('img', { name: 'Logo for order #75' })
    expect(thumbnail.getAttribute('src')).toBe(`/uploads/${key}`)
    const download = within(card).getByRole('link', { name: 'Download logo' })
    expect(download.getAttribute('href')).toBe(`/uploads/${key}`)
    expect(download.getAttribute('download')).toBe('1790000000000-joes-autos.png')
    expect(card.textContent).toContain('Put it top left')
    expect(card.textContent).not.toContain('Logo URL')
    const plain = await screen.findByRole('article', { name: /^#76 / })
    expect(within(plain).queryByRole('img')).toBeNull()
    expect(within(plain).queryByRole('link', { name: 'Download logo' })).toBeNull()
  })
})
