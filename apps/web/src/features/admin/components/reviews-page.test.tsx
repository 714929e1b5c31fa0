import type { ModeratedReview } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { ReviewsPage } from './reviews-page'

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

const waiting: ModeratedReview = {
  id: 12,
  productId: 2,
  productTitle: 'Headlight Restoration Promo',
  name: 'Dana Ortiz',
  email: 'dana@example.com',
  subject: 'Reads from the far lane',
  comments: '<b>not bold</b>',
  rating: 4,
  status: 'pending',
  verified: true,
  time: '2026-11-22T10:00:00.000Z',
}

afterEach(clearTestUser)

describe('ReviewsPage', () => {
  it('lists waiting reviews and approves one, then reads the queue again', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    let items = [waiting]
    const decided: string[] = []
    fakeApi({
      '/api/admin/reviews': () => ({ items, total: items.length, page: 1, pageSize: 25 }),
      '/api/admin/reviews/12/approve': (url: URL) => {
        decided.push(url.pathname)
        items = []
        return { ...waiting, status: 'approved' }
      },
    })
    renderWithRouter(<ReviewsPage />)
    const table = await screen.findByRole('table', { name: 'Reviews: Waiting for approval' })
    expect(within(table).getByText('<b>not bold</b>')).toBeTruthy()
    expect(within(table).getByText('Verified buyer')).toBeTruthy()
    fireEvent.click(
      within(table).getByRole('button', {
        name: "Approve Dana Ortiz's review of Headlight Restoration Promo",
      }),
    )
    await waitFor(() => expect(screen.getByText('No reviews are waiting.')).toBeTruthy())
    expect(decided).toEqual(['/api/admin/reviews/12/approve'])
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      'success',
      "Approved Dana Ortiz's review of “Headlight Restoration Promo”; the clip's page shows it.",
    )
  })
})
