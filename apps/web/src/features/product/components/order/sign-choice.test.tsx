import type { Me, Sign } from '@marquee/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { OrderPanel } from './order-panel'

const product = makeProduct({ id: 2, title: 'Tire Sale Countdown', quantity: 10 })

const sign = (overrides: Partial<Sign>): Sign => ({
  id: 'road',
  name: 'Road sign',
  width: 384,
  height: 192,
  depth: 'full',
  format: 'mp4',
  fps: 'source',
  codec: 'mjpeg',
  preset: null,
  maxBytes: null,
  ...overrides,
})

const me = (signs: Sign[]): Me => ({
  email: 'pro@marquee.local',
  name: 'Priya Pro',
  role: 'customer',
  signs,
  metadata: {
    subscription_type: 'Pro',
    subscription_status: 'active',
    sign_width: 384,
    sign_height: 192,
  },
  subscription: {
    remaining_total_orders: 5,
    remaining_customization_orders: 1,
    subscription_end_date: '2026-12-22T00:00:00.000Z',
    cancel_at: null,
    period_downloads_left: 5,
    period_customizations_left: 1,
    credit_packs: [],
    billed: true,
  },
})

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value

afterEach(clearTestUser)

describe('the order form’s signs', { timeout: 20_000 }, () => {
  it('starts on the first sign and fills the fields from the one picked', async () => {
    setTestUser('pro@marquee.local', 'Priya Pro')
    fakeApi({
      '/api/me': me([
        sign({}),
        sign({
          id: 'lobby',
          name: 'Lobby board',
          width: 192,
          height: 96,
          depth: 'amber',
          format: 'gif',
        }),
      ]),
    })
    renderWithRouter(<OrderPanel product={product} />)
    const road = await screen.findByRole('button', { name: /Road sign/ })
    expect(road.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: /Lobby board/ }))
    await waitFor(() => expect(value('Width (px)')).toBe('192'))
    expect(value('Height (px)')).toBe('96')
    expect(value('Colour depth')).toBe('amber')
    expect(value('File type')).toBe('gif')
    expect(screen.getByRole('button', { name: /Lobby board/ }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(road.getAttribute('aria-pressed')).toBe('false')
    fireEvent.change(screen.getByLabelText('Width (px)'), { target: { value: '200' } })
    expect(screen.getByRole('button', { name: /Lobby board/ }).getAttribute('aria-pressed')).toBe(
      'false',
    )
  })

  it('gets the clip for all the signs, one file each, after saying what it costs', async () => {
    setTestUser('pro@marquee.local', 'Priya Pro')
    const asked: Record<string, unknown>[] = []
    const api = fakeApi({
      '/api/me': me([
        sign({ format: 'avi', codec: 'raw' }),
        sign({
          id: 'lobby',
          name: 'Lobby board',
          width: 192,
          height: 96,
          format: 'gif',
          fps: 25,
          maxBytes: 2 * 2 ** 20,
        }),
        sign({ id: 'price', name: 'Price board', width: 96, height: 32, format: 'png' }),
      ]),
      '/api/downloads': { clips: [] },
      '/api/convert': (_url: URL, body: Record<string, unknown>) => {
        asked.push(body)
        if (body.width === 96) return 402
        return {
          downloadId: `7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d4${asked.length}`,
          status: 'ready',
          url: `/downloads/${body.width}?sig=1`,
          filename: `tire-sale-countdown_${body.width}x${body.height}.${body.format}`,
          licenceId: '7d0f2f1e-5f7a-4b8e-9a51-1b1f0c3a2d45',
        }
      },
    })
    renderWithRouter(<OrderPanel product={product} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Get it for all my signs' }))
    const all = screen.getByRole('region', { name: 'All my signs' })
    expect(all.textContent).toContain(
      'Tire Sale Countdown for your 3 signs: one file each. It uses 3 credits (one per sign; files you got before are free). You have 5.',
    )
    expect(api.mock.calls.some(([input]) => String(input).endsWith('/api/convert'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Get 3 files' }))
    const files = await screen.findByRole('list', { name: 'Files for your signs' })
    await waitFor(() => expect(files.textContent).toContain('failed 402'))
    const rows = Array.from(files.querySelectorAll('li'))
    expect(rows.map((row) => row.textContent)).toEqual([
      'Road sign 384 × 192 · AVI rawSave tire-sale-countdown_384x192.avi',
      'Lobby board 192 × 96 · GIF · 25 fps · max 2 MBSave tire-sale-countdown_192x96.gif',
      'Price board 96 × 32 · PNGfailed 402',
    ])
    expect(
      screen
        .getByRole('link', { name: 'Save tire-sale-countdown_192x96.gif' })
        .getAttribute('href'),
    ).toBe('/downloads/192?sig=1')
    // Each sign's size, colours, rate, AVI codec and budget, in the form's fit; a sign for stills gets its still.
    expect(asked).toEqual([
      {
        productId: 2,
        width: 384,
        height: 192,
        depth: 'full',
        fit: 'letterbox',
        format: 'avi',
        fps: 'source',
        codec: 'raw',
        maxBytes: null,
      },
      {
        productId: 2,
        width: 192,
        height: 96,
        depth: 'full',
        fit: 'letterbox',
        format: 'gif',
        fps: 25,
        codec: 'mjpeg',
        maxBytes: 2 * 2 ** 20,
      },
      {
        productId: 2,
        width: 96,
        height: 32,
        depth: 'full',
        fit: 'letterbox',
        format: 'png',
        fps: 'source',
        codec: 'mjpeg',
        maxBytes: null,
      },
    ])
  })

  it('says so when the credits do not cover every sign, and sends nothing', async () => {
    setTestUser('pro@marquee.local', 'Priya Pro')
    const account = me([
      sign({}),
      sign({ id: 'lobby', name: 'Lobby board', width: 192, height: 96 }),
    ])
    account.subscription.remaining_total_orders = 1
    const api = fakeApi({ '/api/me': account, '/api/downloads': { clips: [] } })
    renderWithRouter(<OrderPanel product={product} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Get it for all my signs' }))
    expect(screen.getByRole('alert').textContent).toBe('You need 2 credits and have 1.')
    expect(screen.getByRole('button', { name: 'Get 2 files' }).hasAttribute('disabled')).toBe(true)
    expect(api.mock.calls.some(([input]) => String(input).endsWith('/api/convert'))).toBe(false)
  })

  it('offers nothing when the customer keeps no signs', async () => {
    setTestUser('pro@marquee.local', 'Priya Pro')
    fakeApi({ '/api/me': me([]) })
    renderWithRouter(<OrderPanel product={product} />)
    await screen.findByLabelText('Width (px)')
    expect(screen.queryByText('Your signs')).toBeNull()
  })
})
