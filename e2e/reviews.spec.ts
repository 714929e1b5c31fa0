import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { FREE, fillSignIn, registerCustomer } from './support/accounts'
import { addClipAndOpenCart, PAYING_CARD, payOnSandbox } from './support/checkout'
import { expect, test } from './support/context-pages'
import { shootPart } from './support/shots'

const ADMIN_EMAIL = 'admin@marquee.local'

/** The product page of the clip with this title, found through the catalogue call. */
async function productPath(page: Page, title: string) {
  const response = await page.request.get('/api/products')
  const products = (await response.json()) as { id: number; title: string }[]
  const product = products.find((candidate) => candidate.title === title)
  if (!product) throw new Error(`no clip titled ${title}`)
  return `/shop/shop-details/${product.id}`
}

async function openReviews(page: Page, path: string) {
  await page.goto(`${path}#reviews`)
  const tab = page.getByRole('tab', { name: /^Reviews \(\d+\)$/ })
  // The tabs load after the clip has painted: on a busy machine that can take a while.
  await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 })
  return page.getByRole('tabpanel', { name: /^Reviews/ })
}

async function writeReview(
  page: Page,
  review: { subject: string; comments: string; stars: number },
) {
  const form = page.getByRole('form', { name: /Write a review|Edit your review/ })
  const star = page.getByRole('radio', { name: `${review.stars} stars` })
  await form.locator('label', { has: star }).click()
  await expect(form.getByRole('radio', { name: `${review.stars} stars` })).toBeChecked()
  await form.getByLabel('Subject').fill(review.subject)
  await form.getByLabel('Comments').fill(review.comments)
  await form.getByRole('button', { name: 'Post comment' }).click()
  return form
}

test('a visitor is asked to sign in, comes back to the reviews, posts one and sees it pending', async ({
  page,
  newContextPage,
}) => {
  test.slow()
  const path = await productPath(page, 'Headlight Restoration Promo')
  const reviews = await openReviews(page, path)
  await reviews.getByRole('button', { name: 'Post comment' }).click()
  const ask = reviews.getByRole('alert').filter({ hasText: 'Please sign in to post a review.' })
  await expect(ask).toBeVisible()
  await ask.getByRole('link', { name: 'Sign in' }).click()
  await fillSignIn(page, FREE.email)
  await expect(page).toHaveURL(new RegExp(`${path}#reviews$`))

  const panel = page.getByRole('tabpanel', { name: /^Reviews/ })
  const form = panel.getByRole('form', { name: /Write a review|Edit your review/ })
  await expect(form.getByLabel('Name')).toHaveValue(FREE.name)
  await expect(form.getByLabel('Email')).toHaveValue(FREE.email)
  await writeReview(page, {
    subject: 'Bright enough at noon',
    comments: 'Ran it on our 64x32 sign all week; the lens wipe reads from the road.',
    stars: 5,
  })
  const mine = panel.getByTestId('own-review')
  await expect(mine).toContainText('Pending')
  await expect(mine).toContainText('Bright enough at noon')
  await expect(mine).toContainText('pending: it will show to others')
  await expect(panel.getByRole('heading', { name: 'Edit your review' })).toBeVisible()
  await shootPart(page, 'review-pending', panel)

  // Nobody else sees it before the shop approves it.
  const others = await openReviews(await newContextPage(), path)
  await expect(others.getByText('Bright enough at noon')).toHaveCount(0)
})

test('a bad review is refused field by field before it is sent', async ({ page }) => {
  test.slow()
  await registerCustomer(page, 'Rita Reviewer')
  const reviews = await openReviews(page, await productPath(page, 'Oil Change Special'))
  await reviews.getByLabel('Comments').fill('Too short')
  await reviews.getByRole('button', { name: 'Post comment' }).click()
  await expect(reviews.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible()
  await expect(reviews.getByText('Please add a subject')).toBeVisible()
  await expect(reviews.getByText(/at least 10 characters/)).toBeVisible()
  await expect(reviews.getByTestId('own-review')).toHaveCount(0)
  await shootPart(page, 'review-form-errors', reviews)
})

test("a buyer's review carries the verified mark once the shop approves it", async ({
  page,
  newContextPage,
}) => {
  // Four sessions (buyer, sandbox checkout, staff, visitor) on one busy machine.
  test.setTimeout(240_000)
  const clip = 'Tire Sale Countdown'
  // Its own subject, so a repeat against the same store finds this run's review alone.
  const subject = `Counted down to a full lot (${randomUUID().slice(0, 4)})`
  await registerCustomer(page, 'Vera Verified')
  await addClipAndOpenCart(page, clip)
  await page.getByRole('button', { name: 'Checkout with Stripe' }).click()
  await payOnSandbox(page, PAYING_CARD)
  await expect(page).toHaveURL(/\/pages\/checkout\/success\?session_id=/)

  const reviews = await openReviews(page, await productPath(page, clip))
  await writeReview(page, {
    subject,
    comments: 'Bought it for our tyre weekend; the countdown digits are sharp on a small sign.',
    stars: 4,
  })
  const mine = reviews.getByTestId('own-review')
  await expect(mine).toContainText('Pending')
  await expect(mine).toContainText('Verified buyer')

  const staff = await newContextPage()
  await staff.goto('/login?returnTo=/admin/reviews')
  await fillSignIn(staff, ADMIN_EMAIL)
  await expect(staff).toHaveURL(/\/admin\/reviews$/)
  const queue = staff.getByRole('table', { name: 'Reviews: Waiting for approval' })
  await expect(queue).toContainText(subject)
  await shootPart(staff, 'admin-reviews', staff.getByRole('main'))
  await queue.getByRole('button', { name: `Approve Vera Verified's review of ${clip}` }).click()
  await expect(queue.getByText(subject)).toHaveCount(0)

  const visitor = await newContextPage()
  const published = await openReviews(visitor, await productPath(visitor, clip))
  const review = published.getByTestId('review').filter({ hasText: subject })
  await expect(review).toContainText('Verified buyer')
  await expect(published.getByTestId('own-review')).toHaveCount(0)
  await shootPart(visitor, 'review-verified', published)
})
