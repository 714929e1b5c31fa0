import type { Me } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { OrderPanel } from './order-panel'

const product = makeProduct({ id: 2, title: 'Tire Sale Countdown', quantity: 10 })
const PRODUCT_PATH = '/shop/shop-details/2'

const pro = (downloads: number): Me => ({
  email: 'pro@marquee.local',
  name: 'Priya Pro',
  role: 'customer',
  signs: [],
  metadata: {
    subscription_type: 'Pro',
    subscription_status: 'active',
    sign_width: 160,
    sign_height: 80,
  },
  subscription: {
    remaining_total_orders: downloads,
    remaining_customization_orders: 1,
    subscription_end_date: '2026-12-22T00:00:00.000Z',
    cancel_at: null,
    period_downloads_left: downloads,
    period_customizations_left: 1,
    credit_packs: [],
    billed: false,
  },
})

/**
 * The Pro customer with 5 credits; the server counts 4 once a conversion was asked for, unless
 * the customer bought the clip.
 */
function proWithFiveCredits({ bought = false, got = [] as Array<Record<string, unknown>> } = {}) {
  let spent = false
  const free = bought || got.length > 0
  return fakeApi({
    '/api/me': () => pro(spent && !free ? 4 : 5),
    '/api/downloads': {
      clips:
        bought || got.length > 0
          ? [{ productId: 2, purchased: bought, boughtAs: null, customOrders: [], downloads: got }]
          : [],
    },
    '/api/convert': () => {
      spent = true
      return {
        downloadId: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d44',
        status: 'ready',
        url: '/downloads/k?sig=1',
        filename: 'tire-sale-countdown_160x80.mp4',
        licenceId: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d45',
      }
    },
  })
}

/** The body of the first POST /api/convert. */
const sentBody = (api: ReturnType<typeof fakeApi>) => {
  const call = api.mock.calls.find(([input]) => String(input).endsWith('/api/convert'))
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))
}

const converts = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.filter(([input]) => String(input).endsWith('/api/convert')).length

async function askToDownload() {
  const { router } = renderWithRouter(<OrderPanel product={product} />, { path: PRODUCT_PATH })
  fireEvent.click(await screen.findByRole('button', { name: 'Download Video in Requested Format' }))
  return { router, dialog: await screen.findByRole('alertdialog') }
}

beforeEach(() => {
  setTestUser('pro@marquee.local', 'Priya Pro')
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
})

afterEach(() => {
  clearTestUser()
})

describe('Download Video in Requested Format with a plan credit', { timeout: 20_000 }, () => {
  it('asks first, saying what it uses, and Cancel spends nothing', async () => {
    const api = proWithFiveCredits()
    const { router, dialog } = await askToDownload()
    expect(within(dialog).getByRole('heading', { name: 'Use a download credit?' })).toBeTruthy()
    expect(dialog.textContent).toContain(
      'This uses 1 of your 5 download credits: Tire Sale Countdown as MP4 · 160 x 80 · letterboxed, full colour.',
    )
    expect(converts(api)).toBe(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(converts(api)).toBe(0)
    expect(router.state.location.pathname).toBe(PRODUCT_PATH)
  })

  it('on confirming, downloads, says it is done with the credits left, then goes home', async () => {
    const api = proWithFiveCredits()
    const { router, dialog } = await askToDownload()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use 1 credit' }))
    const done = await screen.findByRole('alertdialog', { name: 'Download done' })
    expect(converts(api)).toBe(1)
    expect(done.textContent).toContain('tire-sale-countdown_160x80.mp4')
    expect(done.textContent).toContain('You have 4 download credits left.')
    expect(router.state.location.pathname).toBe(PRODUCT_PATH)
    fireEvent.click(within(done).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/home-style-4'))
  })

  it('spends no credit on a clip the customer bought, so it asks nothing and says so', async () => {
    const api = proWithFiveCredits({ bought: true })
    renderWithRouter(<OrderPanel product={product} />, { path: PRODUCT_PATH })
    await screen.findByText('You bought this clip: downloading it uses no credit.')
    fireEvent.click(
      await screen.findByRole('button', { name: 'Download Video in Requested Format' }),
    )
    const done = await screen.findByRole('alertdialog', { name: 'Download done' })
    expect(converts(api)).toBe(1)
    expect(done.textContent).toContain(
      'You bought this clip, so no credit was used. You have 5 download credits left.',
    )
  })

  it('gives a file the customer already got again without asking, and says why it was free', async () => {
    const got = {
      id: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d40',
      productId: 2,
      productTitle: 'Tire Sale Countdown',
      format: 'mp4',
      width: 160,
      height: 80,
      fit: 'letterbox',
      depth: 'full',
      fps: 'source',
      codec: 'mjpeg',
      entitlement: 'credit',
      personalization: null,
      status: 'ready',
      progress: 1,
    }
    const api = proWithFiveCredits({ got: [got] })
    await askAgain()
    const done = await screen.findByRole('alertdialog', { name: 'Download done' })
    expect(converts(api)).toBe(1)
    expect(done.textContent).toContain(
      'You downloaded this file before, so no credit was used. You have 5 download credits left.',
    )
  })

  it('still asks for a file got before at another size, or one whose download failed', async () => {
    const base = {
      productId: 2,
      entitlement: 'credit',
      personalization: null,
      fit: 'letterbox',
      fps: 'source',
      codec: 'mjpeg',
    }
    proWithFiveCredits({
      got: [
        {
          ...base,
          id: 'a',
          format: 'mp4',
          width: 320,
          height: 160,
          depth: 'full',
          status: 'ready',
        },
        {
          ...base,
          id: 'b',
          format: 'mp4',
          width: 160,
          height: 80,
          depth: 'full',
          status: 'failed',
        },
      ],
    })
    const { dialog } = await askToDownload()
    expect(within(dialog).getByRole('heading', { name: 'Use a download credit?' })).toBeTruthy()
  })
})

/** Downloads once the order form says the file was got before. */
async function askAgain() {
  renderWithRouter(<OrderPanel product={product} />, { path: PRODUCT_PATH })
  await screen.findByText('You downloaded this file before: getting it again uses no credit.')
  fireEvent.click(await screen.findByRole('button', { name: 'Download Video in Requested Format' }))
}

describe('the frame rate a sign’s controller asks for', () => {
  it('sends the chosen rate, offers only the rates the file type carries, and says it in the question', async () => {
    const api = proWithFiveCredits()
    renderWithRouter(<OrderPanel product={product} />, { path: PRODUCT_PATH })
    const rate = (await screen.findByLabelText('Frame rate')) as HTMLSelectElement
    const options = () => [...rate.options].map((option) => option.textContent)
    expect(options()).toEqual(['Clip’s own', '15 fps', '25 fps', '30 fps'])
    fireEvent.change(screen.getByLabelText('File type'), { target: { value: 'avi' } })
    fireEvent.change(rate, { target: { value: '15' } })
    // An MPEG cannot run at 15: the choice goes back to the clip's own rate.
    fireEvent.change(screen.getByLabelText('File type'), { target: { value: 'mpeg' } })
    await waitFor(() => expect(rate.value).toBe('source'))
    expect(options()).toEqual(['Clip’s own', '25 fps', '30 fps'])
    fireEvent.change(rate, { target: { value: '30' } })
    fireEvent.click(screen.getByRole('button', { name: 'Download Video in Requested Format' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('MPEG · 160 x 80 · letterboxed, full colour · 30 fps')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use 1 credit' }))
    await waitFor(() => expect(converts(api)).toBe(1))
    expect(sentBody(api)).toMatchObject({ format: 'mpeg', fps: 30 })
  })
})

describe('an uncompressed AVI for a controller that reads raw frames', () => {
  it('is offered for an AVI only, says its size, and is sent and described as uncompressed', async () => {
    const api = proWithFiveCredits()
    const measured = {
      ...product,
      clip_facts: {
        duration_seconds: 4,
        fps: 25,
        width: 384,
        height: 192,
        seamless_loop: true,
        text_height: null,
      },
    }
    renderWithRouter(<OrderPanel product={measured} />, { path: PRODUCT_PATH })
    await screen.findByLabelText('File type')
    expect(screen.queryByLabelText('AVI frames')).toBeNull()
    fireEvent.change(screen.getByLabelText('File type'), { target: { value: 'avi' } })
    const frames = (await screen.findByLabelText('AVI frames')) as HTMLSelectElement
    expect([...frames.options].map((option) => option.textContent)).toEqual(['MJPEG', 'Raw'])
    fireEvent.change(frames, { target: { value: 'raw' } })
    // 160 x 80: 480-byte rows, 80 of them, in each of 100 frames.
    expect(
      await screen.findByText('Uncompressed, this clip is a 4 MB file at 160 x 80.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Download Video in Requested Format' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('AVI · 160 x 80 · letterboxed, full colour · uncompressed')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use 1 credit' }))
    await waitFor(() => expect(converts(api)).toBe(1))
    expect(sentBody(api)).toMatchObject({ format: 'avi', codec: 'raw' })
  })

  it('says when the file would pass the 1 GB the store makes', async () => {
    proWithFiveCredits()
    const long = {
      ...product,
      clip_facts: {
        duration_seconds: 10,
        fps: 25,
        width: 384,
        height: 192,
        seamless_loop: true,
        text_height: null,
      },
    }
    renderWithRouter(<OrderPanel product={long} />, { path: PRODUCT_PATH })
    fireEvent.change(await screen.findByLabelText('File type'), { target: { value: 'avi' } })
    fireEvent.change(await screen.findByLabelText('AVI frames'), { target: { value: 'raw' } })
    fireEvent.change(screen.getByLabelText('Width (px)'), { target: { value: '2048' } })
    fireEvent.change(screen.getByLabelText('Height (px)'), { target: { value: '1024' } })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An uncompressed AVI of this clip at 2048 x 1024 would be 1.5 GB, over the 1 GB the store makes: choose a smaller size, a lower frame rate or MJPEG.',
    )
  })
})

describe('a file-size budget for a controller with little memory', () => {
  it('is sent in bytes and named in the question', async () => {
    const api = proWithFiveCredits()
    renderWithRouter(<OrderPanel product={product} />, { path: PRODUCT_PATH })
    fireEvent.change(await screen.findByLabelText('Max file size (KB)'), {
      target: { value: '64' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Download Video in Requested Format' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('MP4 · 160 x 80 · letterboxed, full colour · max 64 KB')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use 1 credit' }))
    await waitFor(() => expect(converts(api)).toBe(1))
    expect(sentBody(api)).toMatchObject({ format: 'mp4', maxBytes: 65_536 })
  })

  it('is none when left empty, and a budget under 1 KB is refused before anything is asked', async () => {
    const api = proWithFiveCredits()
    renderWithRouter(<OrderPanel product={product} />, { path: PRODUCT_PATH })
    const budget = await screen.findByLabelText('Max file size (KB)')
    fireEvent.change(budget, { target: { value: '0.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Download Video in Requested Format' }))
    expect(
      await screen.findByText(
        'Enter a budget from 1 to 2,097,151 KB, or leave it empty for no limit',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    fireEvent.change(budget, { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Download Video in Requested Format' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use 1 credit' }),
    )
    await waitFor(() => expect(converts(api)).toBe(1))
    expect(sentBody(api).maxBytes).toBeNull()
  })
})
