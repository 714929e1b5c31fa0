import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, products, reviews } from '../../src/db/schema.ts'
import { adminHeaders } from '../helpers/admin.ts'
import { grantPurchase, userIdOf } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { grantDownload, postReview, productIdBySlug, reviewBody } from '../helpers/reviews.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const PASSWORD = 'marquee-demo-2026'

let testApp: TestApp
let free: Tokens
let pro: Tokens
let headlight: number
let oilChange: number
let admin: Record<string, string>

const db = () => testApp.database.db
const app = () => testApp.app

beforeAll(async () => {
  testApp = await createTestApp({ REVIEW_RATE_LIMIT: '3' })
  free = await signIn(app(), 'free@marquee.local', PASSWORD)
  pro = await signIn(app(), 'pro@marquee.local', PASSWORD)
  admin = await adminHeaders(app())
  headlight = await productIdBySlug(db(), 'headlight-restoration-promo')
  oilChange = await productIdBySlug(db(), 'oil-change-special')
})

afterAll(async () => {
  await testApp.close()
})

let fresh = 0
/** A GET no earlier request made, so the response cache cannot answer it. */
async function get(url: string) {
  fresh += 1
  const response = await app().inject(`${url}${url.includes('?') ? '&' : '?'}fresh=${fresh}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const productPage = (id: number) =>
  get(`/api/productDetails/${id}`) as Promise<{
    rating: number
    reviews: { name: string; subject?: string; verified?: boolean }[]
  }>

const reviewRows = (productId: number) =>
  db().select().from(reviews).where(eq(reviews.productId, productId))

/** The back office approves or rejects a review. */
async function decide(reviewId: number, verb: 'approve' | 'reject') {
  const response = await app().inject({
    method: 'POST',
    url: `/api/admin/reviews/${reviewId}/${verb}`,
    headers: admin,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const mine = (productId: number, tokens: Tokens) =>
  app().inject({ url: `/api/products/${productId}/reviews/mine`, headers: bearer(tokens) })

describe('POST /api/products/:id/reviews', () => {
  it('asks a visitor to sign in (401) and stores nothing', async () => {
    const before = (await reviewRows(headlight)).length
    const response = await postReview(app(), headlight, null)
    expect(response.statusCode).toBe(401)
    expect((await reviewRows(headlight)).length).toBe(before)
  })

  it.each([
    ['name', { ...reviewBody, name: '   ' }, 'Please enter your name'],
    ['subject', { ...reviewBody, subject: '' }, 'Please add a subject'],
    ['comments', { ...reviewBody, comments: 'Great' }, 'at least 10 characters'],
    ['comments', { ...reviewBody, comments: 'x'.repeat(5001) }, 'under 5000 characters'],
    ['rating', { ...reviewBody, rating: 0 }, 'rating from 1 to 5'],
    ['rating', { ...reviewBody, rating: 6 }, 'rating from 1 to 5'],
    ['rating', { ...reviewBody, rating: 3.5 }, 'rating from 1 to 5'],
    [
      'rating',
      { name: 'Dana', email: 'd@example.com', subject: 's', comments: 'long enough text' },
      'rating from 1 to 5',
    ],
    ['name', { ...reviewBody, name: 'Dana\u0000' }, 'control characters'],
  ])('refuses a bad %s with 400 naming it, and stores nothing', async (field, body, message) => {
    const before = (await reviewRows(oilChange)).length
    const response = await postReview(app(), oilChange, free, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringContaining(field),
    })
    expect(response.json().message).toContain(message)
    expect((await reviewRows(oilChange)).length).toBe(before)
  })

  it('answers 404 for a clip that does not exist', async () => {
    const response = await postReview(app(), 999_999, free)
    expect(response.statusCode).toBe(404)
  })

  it('holds a new review as pending: hidden from others and from the rating, shown to its author', async () => {
    const before = await productPage(headlight)
    const response = await postReview(app(), headlight, free)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      productId: headlight,
      name: 'Dana Ortiz',
      email: 'free@marquee.local',
      subject: reviewBody.subject,
      comments: reviewBody.comments,
      rating: 4,
      status: 'pending',
      verified: false,
    })

    const after = await productPage(headlight)
    expect(after.reviews).toHaveLength(before.reviews.length)
    expect(after.rating).toBe(before.rating)
    expect((await mine(headlight, free)).json().review).toMatchObject({ status: 'pending' })
    expect((await mine(headlight, pro)).json()).toEqual({ review: null })
    expect((await app().inject(`/api/products/${headlight}/reviews/mine`)).statusCode).toBe(401)
  })

  it('keeps one review per customer per clip: a second post replaces it and waits again', async () => {
    const edited = { ...reviewBody, subject: 'Even better at night', rating: 5 }
    const response = await postReview(app(), headlight, free, edited)
    expect(response.statusCode).toBe(200)
    const userId = await userIdOf(db(), 'free@marquee.local')
    const rows = await db()
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, headlight), eq(reviews.userId, userId)))
    expect(rows).toEqual([
      expect.objectContaining({ subject: 'Even better at night', rating: 5, status: 'pending' }),
    ])
  })

  it('stores one review when twenty posts from the same customer race', async () => {
    const wash = await productIdBySlug(db(), 'bubble-car-wash-loop')
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postReview(app(), wash, free, { ...reviewBody, subject: `Take ${i}` }),
      ),
    )
    expect(responses.map((response) => response.statusCode).every((code) => code < 300)).toBe(true)
    const userId = await userIdOf(db(), 'free@marquee.local')
    const rows = await db()
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, wash), eq(reviews.userId, userId)))
    expect(rows).toHaveLength(1)
  })

  it('marks the review of a customer who bought the clip as verified', async () => {
    const bubble = await productIdBySlug(db(), 'bubble-car-wash-loop')
    expect((await postReview(app(), bubble, pro)).json().verified).toBe(false)
    await grantPurchase(db(), 'pro@marquee.local', bubble)
    const response = await postReview(app(), bubble, pro)
    expect(response.json()).toMatchObject({ verified: true, status: 'pending' })
  })

  it('marks the review of a customer who downloaded the clip as verified', async () => {
    const tires = await productIdBySlug(db(), 'tire-sale-countdown')
    await grantDownload(db(), 'free@marquee.local', tires)
    const response = await postReview(app(), tires, free)
    expect(response.statusCode).toBe(201)
    expect(response.json().verified).toBe(true)
  })

  it('limits posts per address like the contact form (429)', async () => {
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      codes.push((await postReview(app(), oilChange, pro, reviewBody, '10.9.9.9')).statusCode)
    }
    expect(codes).toEqual([201, 200, 200, 429])
  })
})

describe("the review's reviewer", () => {
  it('is the signed-in account, whatever email the request names: stored and queued under it', async () => {
    const clip = await productIdBySlug(db(), 'holiday-gift-cards')
    const subject = 'Posted as someone else'
    const response = await postReview(app(), clip, pro, {
      ...reviewBody,
      subject,
      email: 'free@marquee.local',
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().email).toBe('pro@marquee.local')
    expect((await reviewRows(clip)).filter((row) => row.subject === subject)).toEqual([
      expect.objectContaining({
        email: 'pro@marquee.local',
        userId: await userIdOf(db(), 'pro@marquee.local'),
      }),
    ])
    const queue = await app().inject({ url: '/api/admin/reviews?pageSize=100', headers: admin })
    const queued = queue
      .json()
      .items.filter((item: { subject: string }) => item.subject === subject)
    expect(queued).toEqual([expect.objectContaining({ email: 'pro@marquee.local' })])
  })
})

describe('once the shop approves a review', () => {
  it('shows it with its verified mark and counts it in the rating, on the product page and in search', async () => {
    const dealership = await productIdBySlug(db(), 'dealership-grand-opening')
    await grantPurchase(db(), 'free@marquee.local', dealership)
    const posted = (await postReview(app(), dealership, free, { ...reviewBody, rating: 1 })).json()
    const before = await productPage(dealership)
    const approvedRatings = (await reviewRows(dealership))
      .filter((row) => row.status === 'approved')
      .map((row) => row.rating)

    const review = await decide(posted.id, 'approve')
    expect(review).toMatchObject({ status: 'approved', verified: true })

    const all = [...approvedRatings, 1]
    const mean = Math.round((all.reduce((sum, n) => sum + n, 0) / all.length) * 10) / 10
    const [stored] = await db().select().from(products).where(eq(products.id, dealership))
    expect(stored?.rating).toBe(mean)
    await vi.waitFor(async () => {
      const after = await productPage(dealership)
      expect(after.reviews).toHaveLength(before.reviews.length + 1)
      expect(after.rating).toBe(mean)
    })
    const after = await productPage(dealership)
    expect(after.reviews.at(-1)).toMatchObject({
      name: 'Dana Ortiz',
      subject: reviewBody.subject,
      verified: true,
    })
    const { results } = await get('/api/products/search?q=dealership%20grand%20opening')
    const found = results.find((product: { id: number }) => product.id === dealership)
    expect(found.rating).toBe(mean)
    expect(found.reviews).toHaveLength(before.reviews.length + 1)
  })

  it('keeps a rejected review hidden and the rating as it was, and tells its author', async () => {
    const posted = (await postReview(app(), oilChange, free, reviewBody)).json()
    const before = await productPage(oilChange)
    await decide(posted.id, 'reject')
    const after = await productPage(oilChange)
    expect(after.rating).toBe(before.rating)
    expect(after.reviews).toHaveLength(before.reviews.length)
    expect((await mine(oilChange, free)).json().review.status).toBe('rejected')
  })

  it('drops an approved review from the rating again when its author rewrites it', async () => {
    const wash = await productIdBySlug(db(), 'bubble-car-wash-loop')
    const [posted] = await db()
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.productId, wash),
          eq(reviews.userId, await userIdOf(db(), 'pro@marquee.local')),
        ),
      )
    if (!posted) throw new Error('no review to approve')
    await decide(posted.id, 'approve')
    const approved = await productPage(wash)
    await postReview(app(), wash, pro, { ...reviewBody, rating: 1 })
    await vi.waitFor(async () => {
      expect((await productPage(wash)).reviews).toHaveLength(approved.reviews.length - 1)
    })
  })
})

describe('the back office review queue', () => {
  it('lists pending reviews oldest first with their clip, and the other statuses on request', async () => {
    const response = await app().inject({ url: '/api/admin/reviews', headers: admin })
    expect(response.statusCode).toBe(200)
    const page = response.json()
    expect(page).toMatchObject({ page: 1, pageSize: 25 })
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((item: { status: string }) => item.status === 'pending')).toBe(true)
    expect(page.items).toContainEqual(
      expect.objectContaining({ productTitle: 'Headlight Restoration Promo', name: 'Dana Ortiz' }),
    )
    const times = page.items.map((item: { time: string }) => item.time)
    expect(times).toEqual([...times].sort())
    const approved = await app().inject({
      url: '/api/admin/reviews?status=approved',
      headers: admin,
    })
    expect(
      approved.json().items.every((item: { status: string }) => item.status === 'approved'),
    ).toBe(true)
    const bad = await app().inject({ url: '/api/admin/reviews?status=lost', headers: admin })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('status')
  })

  it('records who approved a review and what changed in the audit log', async () => {
    const posted = (await postReview(app(), headlight, pro)).json()
    await decide(posted.id, 'approve')
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(posted.id)))
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'review.approve',
        entity: 'review',
        actorId: await userIdOf(db(), 'admin@marquee.local'),
        before: { status: 'pending', verified: false },
        after: { status: 'approved', verified: false },
      }),
    ])
  })

  it('answers 404 for a review that does not exist, and refuses a customer', async () => {
    const missing = await app().inject({
      method: 'POST',
      url: '/api/admin/reviews/999999/approve',
      headers: admin,
    })
    expect(missing.statusCode).toBe(404)
    const customer = await app().inject({
      method: 'POST',
      url: '/api/admin/reviews/1/approve',
      headers: bearer(free),
    })
    expect(customer.statusCode).toBe(403)
  })
})
