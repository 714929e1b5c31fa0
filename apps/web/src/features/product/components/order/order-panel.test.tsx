import type { Me } from '@marquee/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCartStore } from '@/features/cart'
import * as notifications from '@/lib/notify'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { OrderPanel } from './order-panel'

const product = makeProduct({ id: 2, title: 'Tire Sale Countdown', quantity: 10 })

function me(overrides: { status?: string; downloads?: number; customizations?: number } = {}): Me {
  return {
    email: 'pro@marquee.local',
    name: 'Priya Pro',
    role: 'customer',
    signs: [],
    metadata: {
      subscription_type: 'Pro',
      subscription_status: overrides.status ?? 'active',
      sign_width: 160,
      sign_height: 80,
    },
    subscription: {
      remaining_total_orders: overrides.downloads ?? 5,
      remaining_customization_orders: overrides.customizations ?? 1,
      subscription_end_date: '2026-12-22T00:00:00.000Z',
      cancel_at: null,
      period_downloads_left: overrides.downloads ?? 5,
      period_customizations_left: overrides.customizations ?? 1,
      credit_packs: [],
      billed: true,
    },
  }
}

function signIn() {
  setTestUser('pro@marquee.local', 'Priya Pro')
}

afterEach(() => {
  clearTestUser()
  useCartStore.setState({ items: [] })
})

describe('OrderPanel', { timeout: 20_000 }, () => {
  it('asks a visitor to log in to purchase', () => {
    renderWithRouter(<OrderPanel product={product} />, { path: '/shop/shop-details/2' })
    const login = screen.getByRole('link', { name: 'Login to Purchase' })
    expect(login.getAttribute('href')).toBe('/login?returnTo=%2Fshop%2Fshop-details%2F2')
    expect(screen.getByText('Please log in to submit an order.')).toBeTruthy()
  })

  it('starts from the saved sign size and shows the reduced ratio as it changes', async () => {
    signIn()
    fakeApi({ '/api/me': me() })
    renderWithRouter(<OrderPanel product={product} />)
    const width = (await screen.findByLabelText('Width (px)')) as HTMLInputElement
    expect(width.value).toBe('160')
    expect((screen.getByLabelText('Aspect ratio') as HTMLInputElement).value).toBe('2:1')
    fireEvent.change(screen.getByLabelText('Reference size'), { target: { value: '240x192' } })
    await waitFor(() => expect(width.value).toBe('240'))
    expect((screen.getByLabelText('Aspect ratio') as HTMLInputElement).value).toBe('5:4')
    fireEvent.change(screen.getByLabelText('Height (px)'), { target: { value: '180' } })
    expect((screen.getByLabelText('Aspect ratio') as HTMLInputElement).value).toBe('4:3')
  })

  it('shows the plan panel and a download for a covered plan, Submit Order when customising', async () => {
    signIn()
    fakeApi({ '/api/me': me({ downloads: 5, customizations: 1 }) })
    renderWithRouter(<OrderPanel product={product} />)
    expect(
      await screen.findByRole('button', { name: 'Download Video in Requested Format' }),
    ).toBeTruthy()
    expect(screen.getByTestId('subscription-panel').textContent).toContain('Downloads left5')
    fireEvent.click(screen.getAllByLabelText('Yes')[0] as HTMLElement)
    const submit = await screen.findByRole('button', { name: 'Submit Order' })
    expect((submit as HTMLButtonElement).disabled).toBe(false)
  })

  it('uploads a chosen logo at once, adds its Logo URL and submits the order on the plan', async () => {
    signIn()
    const toast = vi.spyOn(notifications, 'notify').mockImplementation(() => undefined)
    const fileUrl = 'http://localhost/uploads/logos/u/1-logo.png'
    const sent: Record<string, unknown> = {}
    const api = fakeApi({
      '/api/me': me({ downloads: 5, customizations: 1 }),
      '/api/upload/s3': {
        url: '/uploads',
        fields: { key: 'logos/u/1-logo.png' },
        key: 'logos/u/1-logo.png',
        fileUrl: 'http://localhost/uploads/not-yet-checked.png',
      },
      '/uploads': {},
      // The address the order carries is the one the store answers once it checked the bytes.
      '/api/upload/s3/complete': (_url: URL, body: unknown) => {
        sent.complete = body
        return { key: 'logos/u/1-logo.png', fileUrl }
      },
      '/api/orders': (_url: URL, body: unknown) => {
        sent.order = body
        return { id: 41 }
      },
      '/api/send-email': (_url: URL, body: unknown) => {
        sent.email = body
        return { sent: 2 }
      },
    })
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined }),
    )
    const { router } = renderWithRouter(<OrderPanel product={product} />)
    await screen.findByRole('button', { name: 'Download Video in Requested Format' })
    fireEvent.click(screen.getAllByLabelText('Yes')[0] as HTMLElement)
    fireEvent.change(screen.getByLabelText('Comments (required)'), {
      target: { value: 'Say OPEN LATE' },
    })
    const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('Logo (optional)'), { target: { files: [logo] } })
    expect(screen.getByAltText('Logo preview: logo.png')).toBeTruthy()
    await screen.findByText('Logo uploaded')
    const comments = screen.getByLabelText('Comments (required)') as HTMLTextAreaElement
    expect(comments.value).toBe(`Say OPEN LATE\nLogo URL: ${fileUrl}`)
    expect(api.mock.calls.some(([input]) => String(input) === '/uploads')).toBe(true)
    expect(sent.complete).toEqual({ key: 'logos/u/1-logo.png' })
    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/home-style-4'))
    expect(sent.order).toMatchObject({
      product_id: 2,
      paymentstatus: 'subscription',
      status: 'pending',
      customization_requests: `Say OPEN LATE\nLogo URL: ${fileUrl}`,
      logo_url: fileUrl,
    })
    expect(sent.email).toMatchObject({ template: 'order-submitted', variables: { order_id: 41 } })
    expect(toast).toHaveBeenCalledWith(
      'success',
      'Order submitted successfully! Check your email for confirmation.',
    )
  })

  it('says the order went through when only the confirmation mail failed', async () => {
    signIn()
    const toast = vi.spyOn(notifications, 'notify').mockImplementation(() => undefined)
    fakeApi({
      '/api/me': me({ downloads: 5, customizations: 1 }),
      '/api/orders': { id: 42 },
      '/api/send-email': 500,
    })
    renderWithRouter(<OrderPanel product={product} />)
    await screen.findByRole('button', { name: 'Download Video in Requested Format' })
    fireEvent.click(screen.getAllByLabelText('Yes')[0] as HTMLElement)
    fireEvent.change(screen.getByLabelText('Comments (required)'), { target: { value: 'Red' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        'error',
        'Order submitted but there was an error sending the confirmation email.',
      ),
    )
  })

  it('reports a refused Submit Order with the SPEC message', async () => {
    signIn()
    const toast = vi.spyOn(notifications, 'notify').mockImplementation(() => undefined)
    fakeApi({ '/api/me': me({ downloads: 5, customizations: 1 }), '/api/orders': 402 })
    renderWithRouter(<OrderPanel product={product} />)
    await screen.findByRole('button', { name: 'Download Video in Requested Format' })
    fireEvent.click(screen.getAllByLabelText('Yes')[0] as HTMLElement)
    fireEvent.change(screen.getByLabelText('Comments (required)'), { target: { value: 'Red' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit Order' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('error', 'Error submitting order. Please try again.'),
    )
  })

  it('offers more credits and the cart when the plan is spent', async () => {
    signIn()
    fakeApi({ '/api/me': me({ downloads: 0 }) })
    renderWithRouter(<OrderPanel product={product} />)
    expect(
      await screen.findByText('You have run out of credits for your Pro subscription.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Buy More Pro Credits' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(1))
    expect(useCartStore.getState().items[0]?.formData).toMatchObject({
      dimensions: { width: 160, height: 80 },
      aspectRatio: '2:1',
      fit: 'letterbox',
    })
  })

  it('invites a customer with no plan and no credits to subscribe, with nothing run out', async () => {
    signIn()
    const free = me({ status: 'inactive', downloads: 0, customizations: 0 })
    fakeApi({
      '/api/me': {
        ...free,
        metadata: { ...free.metadata, subscription_type: 'Free' },
        subscription: { ...free.subscription, subscription_end_date: null },
      },
    })
    renderWithRouter(<OrderPanel product={product} />)
    const invitation = await screen.findByRole('region', { name: 'Download with a plan' })
    expect(invitation.textContent).toContain('Monthly download credits')
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/pages/subscribe',
    )
    expect(screen.queryByText(/run out of credits/)).toBeNull()
    expect(screen.queryByTestId('subscription-panel')).toBeNull()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy()
  })

  it('refuses a customisation without comments with the Comments Required toast', async () => {
    signIn()
    const notify = vi.spyOn(notifications, 'notify').mockImplementation(() => undefined)
    fakeApi({ '/api/me': me({ status: 'inactive' }) })
    renderWithRouter(<OrderPanel product={product} />)
    fireEvent.click((await screen.findAllByLabelText('Yes'))[0] as HTMLElement)
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'Please provide customization instructions in the comments field',
        'Comments Required',
      ),
    )
    expect(useCartStore.getState().items).toEqual([])
    expect(screen.getByLabelText('Comments (required)').getAttribute('aria-invalid')).toBe('true')
  })

  it("puts a customised cart line's uploaded logo in the line as its own field", async () => {
    signIn()
    const key = 'logos/u/2-cart-logo.png'
    fakeApi({
      '/api/me': me({ status: 'inactive' }),
      '/api/upload/s3': { url: '/uploads', fields: { key }, key, fileUrl: 'http://x/unchecked' },
      '/uploads': {},
      '/api/upload/s3/complete': { key, fileUrl: `http://localhost/uploads/${key}` },
    })
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined }),
    )
    renderWithRouter(<OrderPanel product={product} />)
    fireEvent.click((await screen.findAllByLabelText('Yes'))[0] as HTMLElement)
    fireEvent.change(screen.getByLabelText('Comments (required)'), {
      target: { value: 'Our logo, bottom right' },
    })
    const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('Logo (optional)'), { target: { files: [logo] } })
    await screen.findByText('Logo uploaded')
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(1))
    expect(useCartStore.getState().items[0]?.formData).toMatchObject({
      customization: 'yes',
      logoKey: key,
    })
  })
})
