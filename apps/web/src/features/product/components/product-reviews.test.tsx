import type { OwnReview } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { makeProduct } from '@/test/make-product'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { ProductTabs } from './product-tabs'

const product = makeProduct({
  id: 7,
  title: 'Tire Sale Countdown',
  reviews: [
    {
      img: '/a.jpg',
      name: 'Marcus Bell',
      time: '2026-01-14T16:20:00.000Z',
      rating: 5,
      review_desc: '<img src=x onerror=alert(1)> bold claims',
      verified: true,
    },
  ],
})

const own: OwnReview = {
  id: 1,
  productId: 7,
  name: 'Dana Ortiz',
  email: 'dana@example.com',
  subject: 'Reads from the far lane',
  comments: 'Ran it all week on our sign.',
  rating: 4,
  status: 'pending',
  verified: false,
  time: '2026-11-22T10:00:00.000Z',
}

const signInAs = () => setTestUser('dana@example.com', 'Dana Ortiz')

const openReviews = () =>
  renderWithRouter(<ProductTabs product={product} />, {
    path: '/shop/shop-details/7#reviews',
    route: '/shop/shop-details/:id',
  })

afterEach(clearTestUser)

describe('the reviews tab', () => {
  it('shows review text as text and marks a verified buyer', async () => {
    fakeApi({})
    const { container } = openReviews()
    const review = await screen.findByTestId('review')
    expect(within(review).getByText(/<img src=x onerror=alert\(1\)> bold claims/)).toBeTruthy()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(within(review).getByText('Verified buyer')).toBeTruthy()
  })

  it('asks a visitor to sign in and come back to the reviews, posting nothing', async () => {
    const api = fakeApi({})
    openReviews()
    fireEvent.click(await screen.findByRole('button', { name: 'Post comment' }))
    const note = await screen.findByRole('alert')
    expect(note.textContent).toContain('Please sign in to post a review.')
    expect(within(note).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/shop/shop-details/7#reviews')}`,
    )
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('names each bad field before posting', async () => {
    signInAs()
    const api = fakeApi({ '/api/products/7/reviews/mine': { review: null } })
    openReviews()
    fireEvent.click(await screen.findByRole('button', { name: 'Post comment' }))
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars')).toBeTruthy()
    expect(screen.getByText('Please add a subject')).toBeTruthy()
    expect(screen.getByText(/at least 10 characters/)).toBeTruthy()
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Dana Ortiz')
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it("posts a signed-in customer's review and shows it to them as pending", async () => {
    signInAs()
    let posted: unknown
    fakeApi({
      '/api/products/7/reviews/mine': { review: null },
      '/api/products/7/reviews': (_url: URL, body: unknown) => {
        posted = body
        return own
      },
    })
    openReviews()
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement
    expect(email.value).toBe('dana@example.com')
    expect(email.readOnly).toBe(true)
    fireEvent.click(await screen.findByRole('radio', { name: '4 stars' }))
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: own.subject } })
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: own.comments } })
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }))
    const mine = await screen.findByTestId('own-review')
    expect(within(mine).getByText('Pending')).toBeTruthy()
    expect(within(mine).getByText(/pending: it will show to others/)).toBeTruthy()
    expect(posted).toEqual({
      name: 'Dana Ortiz',
      subject: own.subject,
      comments: own.comments,
      rating: 4,
    })
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeTruthy(),
    )
  })
})
