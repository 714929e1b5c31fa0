import type { UploadPresign } from '@marquee/core'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../src/db/schema.ts'
import { adminTestStore, DEMO_PASSWORD, insertCustomOrder } from '../helpers/admin.ts'
import { setPlanCredits } from '../helpers/credits.ts'
import { userIdOf } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'
import { checkoutCart, orderForm, PAYING_CARD, payInSandbox } from '../helpers/payments.ts'
import { completeUpload, PNG, postUpload, presign } from '../helpers/uploads.ts'

/**
 * The logo a customer uploads for a custom order is the order's own field, whether the plan's
 * credits or a card paid for it, and the studio sees it as a thumbnail's address: only the
 * customer's own upload is attached, and orders written before the field still show theirs.
 */
const store = adminTestStore({ UPLOAD_RATE_LIMIT: '1000' })

const signInAs = (email: string) => signIn(store.app, email, DEMO_PASSWORD)

/** Uploads a PNG as the browser does; its key and address. */
async function uploaded(tokens: Tokens, filename = 'our-logo.png') {
  const response = await presign(store.app, tokens, { filename, contentType: 'image/png' })
  const post = response.json() as UploadPresign
  expect((await postUpload(store.app, post, PNG, 'image/png')).statusCode).toBe(204)
  expect((await completeUpload(store.app, tokens, post.key)).statusCode).toBe(200)
  return { key: post.key, fileUrl: post.fileUrl }
}

async function adminView(id: number) {
  const response = await store.app.inject({
    url: `/api/admin/custom-orders/${id}`,
    headers: store.admin,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().order as { logo: { key: string; path: string } | null; status: string }
}

const customisedLine = (extra: Record<string, unknown>) => ({
  productId: 1,
  quantity: 1,
  formData: { ...orderForm, customization: 'yes', comments: 'Our logo, bottom right', ...extra },
})

describe("a custom order's logo", () => {
  it('is kept as its own field on a credit-paid order, and the studio is shown it', async () => {
    await setPlanCredits(store.db, 'pro@marquee.local', 5, 2)
    const pro = await signInAs('pro@marquee.local')
    const logo = await uploaded(pro)
    const order = await store.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(pro),
      payload: {
        user_email: 'pro@marquee.local',
        product_id: 2,
        width: 384,
        height: 192,
        filetype: 'mp4',
        customization_requests: 'Our logo, bottom right',
        paymentstatus: 'subscription',
        logo_url: logo.fileUrl,
      },
    })
    expect(order.statusCode, order.body).toBe(201)
    const id: number = order.json().id
    const [row] = await store.db.select().from(orders).where(eq(orders.id, id))
    expect(row?.logoKey).toBe(logo.key)
    expect(row?.customizationRequests).toBe('Our logo, bottom right')
    expect((await adminView(id)).logo).toEqual({ key: logo.key, path: `/uploads/${logo.key}` })
    const picture = await store.app.inject({ url: `/uploads/${logo.key}` })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
  })

  it('is kept as its own field on a card-paid cart line, and shown once paid', async () => {
    const pro = await signInAs('pro@marquee.local')
    const logo = await uploaded(pro, 'cart-logo.png')
    const checkout = await checkoutCart(store.app, pro, {
      userEmail: 'pro@marquee.local',
      lines: [customisedLine({ logoKey: logo.key })],
    })
    expect(checkout.statusCode, checkout.body).toBe(200)
    const rows = await store.db.select().from(orders).where(eq(orders.logoKey, logo.key))
    expect(rows).toHaveLength(1)
    const id = rows[0]?.id ?? 0
    const paid = await payInSandbox(store.app, checkout.json().url, PAYING_CARD)
    expect(paid.statusCode).toBeLessThan(400)
    const view = await adminView(id)
    expect(view.logo).toEqual({ key: logo.key, path: `/uploads/${logo.key}` })
    const queue = await store.app.inject({
      url: '/api/admin/custom-orders?status=pending&pageSize=100',
      headers: store.admin,
    })
    const listed = (queue.json().items as { id: number; logo: unknown }[]).find(
      (each) => each.id === id,
    )
    expect(listed?.logo).toEqual({ key: logo.key, path: `/uploads/${logo.key}` })
  })

  it("refuses another customer's upload on either path, naming the field, and writes nothing", async () => {
    const pro = await signInAs('pro@marquee.local')
    const free = await signInAs('free@marquee.local')
    const theirs = await uploaded(free, 'not-yours.png')
    const before = await store.db.select({ id: orders.id }).from(orders)

    const cart = await checkoutCart(store.app, pro, {
      userEmail: 'pro@marquee.local',
      lines: [customisedLine({ logoKey: theirs.key })],
    })
    expect(cart.statusCode).toBe(400)
    expect(cart.json().message).toBe('lines.0.formData.logoKey: attach a logo you uploaded here')

    await setPlanCredits(store.db, 'pro@marquee.local', 5, 2)
    const credit = await store.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(pro),
      payload: {
        user_email: 'pro@marquee.local',
        product_id: 2,
        width: 384,
        height: 192,
        filetype: 'mp4',
        customization_requests: 'Their logo',
        paymentstatus: 'subscription',
        logo_url: theirs.fileUrl,
      },
    })
    expect(credit.statusCode).toBe(400)
    expect(credit.json().message).toMatch(/^logo_url: /)
    expect(await store.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length)
  })
})

describe('orders written before the logo had its own field', () => {
  const setRow = async (id: number, values: Partial<typeof orders.$inferInsert>) => {
    await store.db.update(orders).set(values).where(eq(orders.id, id))
  }

  it("still show the customer's logo kept in the options or in a 'Logo URL:' line", async () => {
    const proId = await userIdOf(store.db, 'pro@marquee.local')
    const inOptions = await insertCustomOrder(store.db)
    const optionsKey = `logos/${proId}/1790000000000-from-options.png`
    await setRow(inOptions, {
      customizationRequests: 'Our logo please',
      options: { customization: true, logoUrl: `https://old.example/uploads/${optionsKey}` },
    })
    const inComments = await insertCustomOrder(store.db)
    const commentsKey = `logos/${proId}/1790000000001-from-comments.webp`
    await setRow(inComments, {
      customizationRequests: `Put it top left\nLogo URL: http://localhost:3000/uploads/${commentsKey}`,
    })
    expect((await adminView(inOptions)).logo).toEqual({
      key: optionsKey,
      path: `/uploads/${optionsKey}`,
    })
    expect((await adminView(inComments)).logo).toEqual({
      key: commentsKey,
      path: `/uploads/${commentsKey}`,
    })
  })

  it('show no logo for an address that is not an upload of theirs', async () => {
    const freeId = await userIdOf(store.db, 'free@marquee.local')
    const elsewhere = await insertCustomOrder(store.db)
    await setRow(elsewhere, {
      customizationRequests: 'Say HI\nLogo URL: https://example.com/logo.png',
    })
    const someoneElses = await insertCustomOrder(store.db)
    await setRow(someoneElses, {
      customizationRequests: `Say HI\nLogo URL: http://localhost:3000/uploads/logos/${freeId}/1-x.png`,
    })
    const escaping = await insertCustomOrder(store.db)
    const proId = await userIdOf(store.db, 'pro@marquee.local')
    await setRow(escaping, {
      options: {
        customization: true,
        logoUrl: `http://h/uploads/logos/${proId}/../../masters/a.png`,
      },
    })
    expect((await adminView(elsewhere)).logo).toBeNull()
    expect((await adminView(someoneElses)).logo).toBeNull()
    expect((await adminView(escaping)).logo).toBeNull()
  })
})
