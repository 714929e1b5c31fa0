import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { withTestUser } from '@/test/session'
import { UsedDiscounts } from './used-discounts'

withTestUser('pro@marquee.local', 'Priya Pro')

describe('UsedDiscounts', () => {
  it('lists the coupons the signed-in customer used, asking with their token', async () => {
    const api = fakeApi({
      '/api/discounts': [
        {
          name: 'Welcome 10% off',
          discount_code: 'WELCOME10',
          percentage: 10,
          status: 'active',
          used_at: '2026-11-20T10:00:00.000Z',
        },
      ],
    })
    renderWithRouter(<UsedDiscounts email="pro@marquee.local" />)
    expect(await screen.findByText('WELCOME10')).toBeTruthy()
    expect(screen.getByText(/Welcome 10% off · 10% off/)).toBeTruthy()
    const [url, init] = api.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/discounts?userEmail=pro%40marquee.local')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token')
  })

  it("shows the SPEC's 'Error loading discounts' when the list cannot load", async () => {
    fakeApi({ '/api/discounts': 500 })
    renderWithRouter(<UsedDiscounts email="pro@marquee.local" />)
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading discounts')
  })
})
