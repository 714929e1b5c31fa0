import type { AccountClip, Me } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { withTestUser } from '@/test/session'
import { AccountDownloads } from './account-downloads'

withTestUser('casey@example.com', 'Casey')

const me: Me = {
  email: 'casey@example.com',
  name: 'Casey',
  role: 'customer',
  signs: [],
  metadata: {
    subscription_type: 'Free',
    subscription_status: 'inactive',
    sign_width: 384,
    sign_height: 192,
  },
  subscription: {
    remaining_total_orders: 0,
    remaining_customization_orders: 0,
    subscription_end_date: null,
    cancel_at: null,
    period_downloads_left: 0,
    period_customizations_left: 0,
    credit_packs: [],
    billed: true,
  },
}

const customClip = (progress: 'waiting' | 'in_production' | 'delivered'): AccountClip => ({
  productId: 3,
  productTitle: 'Oil Change Special',
  thumbImg: null,
  purchased: false,
  boughtAs: null,
  personalPurchases: [],
  customOrders: [{ orderId: 41, progress, rush: true, dueAt: '2026-11-29T12:00:00.000Z' }],
  downloads: [],
})

const clipRow = async () =>
  (await screen.findByRole('link', { name: 'Oil Change Special' })).closest('li') as HTMLElement

describe('AccountDownloads: a paid custom order', () => {
  it('says it is in production with its due date and offers no download of the stock clip', async () => {
    fakeApi({ '/api/downloads': { clips: [customClip('waiting')] } })
    renderWithRouter(<AccountDownloads me={me} />)
    const row = await clipRow()
    expect(within(row).getByText('In production, due Nov 29, 2026')).toBeTruthy()
    expect(within(row).getByRole('region', { name: 'Custom order #41 · rush' })).toBeTruthy()
    expect(within(row).queryByText('Purchased')).toBeNull()
    expect(within(row).queryByRole('button', { name: /Download/ })).toBeNull()
  })

  it('is delivered with a download of the customer’s own version', async () => {
    fakeApi({ '/api/downloads': { clips: [customClip('delivered')] } })
    renderWithRouter(<AccountDownloads me={me} />)
    const row = await clipRow()
    const order = within(row).getByRole('region', { name: 'Custom order #41 · rush' })
    expect(within(order).getByText('Delivered')).toBeTruthy()
    expect(within(order).getByRole('button', { name: /Download/ })).toBeTruthy()
    expect(within(row).queryByText(/In production/)).toBeNull()
  })
})

const boughtClip: AccountClip = {
  productId: 3,
  productTitle: 'Oil Change Special',
  thumbImg: null,
  purchased: true,
  boughtAs: {
    format: 'gif',
    width: 96,
    height: 48,
    fit: 'crop',
    depth: 'amber',
    fps: 'source',
    codec: 'mjpeg',
  },
  personalPurchases: [],
  customOrders: [],
  downloads: [],
}

const field = (form: HTMLElement, label: string) =>
  (within(form).getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value

describe('AccountDownloads: a bought clip', () => {
  it('offers the size, format, fit and depth it was bought as first, not the saved sign', async () => {
    fakeApi({ '/api/downloads': { clips: [boughtClip] } })
    renderWithRouter(<AccountDownloads me={me} />)
    const row = await clipRow()
    const form = within(row).getByRole('form', { name: 'Download this clip' })
    expect(within(form).getByText('Bought as GIF · 96 x 48 · cropped, amber')).toBeTruthy()
    expect(
      ['Width (px)', 'Height (px)', 'Format', 'Fit', 'Colour depth'].map((label) =>
        field(form, label),
      ),
    ).toEqual(['96', '48', 'gif', 'crop', 'amber'])
  })

  it('lets the customer choose another fit and colour depth for a new file', async () => {
    let asked: unknown
    fakeApi({
      '/api/downloads': { clips: [boughtClip] },
      '/api/convert': (_url: URL, body: unknown) => {
        asked = body
        return 500
      },
    })
    renderWithRouter(<AccountDownloads me={me} />)
    const form = within(await clipRow()).getByRole('form', { name: 'Download this clip' })
    fireEvent.change(within(form).getByLabelText('Fit'), { target: { value: 'stretch' } })
    fireEvent.change(within(form).getByLabelText('Colour depth'), {
      target: { value: 'red-green' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Download' }))
    await waitFor(() =>
      expect(asked).toEqual({
        productId: 3,
        format: 'gif',
        width: 96,
        height: 48,
        fit: 'stretch',
        depth: 'red-green',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
      }),
    )
  })

  it('makes the file within a budget typed in KB, and holds a budget it cannot send', async () => {
    let asked: { maxBytes?: unknown } | undefined
    fakeApi({
      '/api/downloads': { clips: [boughtClip] },
      '/api/convert': (_url: URL, body: { maxBytes?: unknown }) => {
        asked = body
        return 500
      },
    })
    renderWithRouter(<AccountDownloads me={me} />)
    const form = within(await clipRow()).getByRole('form', { name: 'Download this clip' })
    const budget = within(form).getByLabelText('Max file size (KB)')
    fireEvent.change(budget, { target: { value: '0' } })
    expect(
      within(form).getByText(
        'Enter a budget from 1 to 2,097,151 KB, or leave it empty for no limit',
      ),
    ).toBeTruthy()
    expect(
      (within(form).getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    fireEvent.change(budget, { target: { value: '512' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(asked?.maxBytes).toBe(512 * 1024))
  })

  it('starts from the saved sign as an MP4 when the order kept no size', async () => {
    fakeApi({ '/api/downloads': { clips: [{ ...boughtClip, boughtAs: null }] } })
    renderWithRouter(<AccountDownloads me={me} />)
    const form = within(await clipRow()).getByRole('form', { name: 'Download this clip' })
    expect(within(form).queryByText(/Bought as/)).toBeNull()
    expect(
      ['Width (px)', 'Height (px)', 'Format', 'Fit', 'Colour depth'].map((label) =>
        field(form, label),
      ),
    ).toEqual(['384', '192', 'mp4', 'letterbox', 'full'])
  })
})

describe('AccountDownloads: a personalised file', () => {
  it('lists the texts it was made with', async () => {
    const personalised: AccountClip = {
      ...boughtClip,
      purchased: false,
      boughtAs: null,
      downloads: [
        {
          id: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d44',
          productId: 3,
          productTitle: 'Oil Change Special',
          format: 'gif',
          width: 96,
          height: 48,
          fit: 'letterbox',
          depth: 'full',
          fps: 'source',
          codec: 'mjpeg',
          maxBytes: null,
          entitlement: 'credit',
          personalization: { price: 'ONLY $19.99' },
          status: 'ready',
          progress: 1,
          attempt: 1,
          attemptsAllowed: 3,
          message: null,
          filename: 'oil-change-special_96x48.gif',
          url: '/files/x.gif',
          licenceId: null,
          createdAt: '2026-11-27T20:00:00.000Z',
          readyAt: '2026-11-27T20:00:02.000Z',
        },
      ],
    }
    fakeApi({ '/api/downloads': { clips: [personalised] } })
    renderWithRouter(<AccountDownloads me={me} />)
    const row = await clipRow()
    expect(within(row).getByText('Personalised: “ONLY $19.99”')).toBeTruthy()
  })
})
