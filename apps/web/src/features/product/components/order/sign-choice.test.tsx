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

  it('offers nothing when the customer keeps no signs', async () => {
    setTestUser('pro@marquee.local', 'Priya Pro')
    fakeApi({ '/api/me': me([]) })
    renderWithRouter(<OrderPanel product={product} />)
    await screen.findByLabelText('Width (px)')
    expect(screen.queryByText('Your signs')).toBeNull()
  })
})
