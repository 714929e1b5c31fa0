import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import {
  checkoutSessions,
  mailOutbox,
  orders,
  products,
  purchases,
  sandboxCheckouts,
  users,
} from '../../src/db/schema.ts'
import { bearer, signIn } from './oidc-flow.ts'
import { rendered } from './rendered-mail.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/** The seeded demo admin (README); same password as the demo customers. */
export const ADMIN_EMAIL = 'admin@marquee.local'
export const DEMO_PASSWORD = 'marquee-demo-2026'

/** Signs in as the demo admin and answers the headers to call /api/admin with. */
export async function adminHeaders(app: FastifyInstance) {
  return bearer(await signIn(app, ADMIN_EMAIL, DEMO_PASSWORD))
}

/** The same for a demo customer (pro@ or free@marquee.local). */
export async function customerHeaders(app: FastifyInstance, email = 'pro@marquee.local') {
  return bearer(await signIn(app, email, DEMO_PASSWORD))
}

/** An admin test file's store: its own, on a fresh seeded database, with the admin signed in. */
export interface AdminTestStore {
  readonly app: FastifyInstance
  readonly db: Database
  /** Headers to call /api/admin with, as the demo admin. */
  readonly admin: Record<string, string>
}

/** Opens the store before the calling file's tests and closes it after them. */
export function adminTestStore(env: Record<string, string> = {}): AdminTestStore {
  let opened: { store: TestApp; admin: Record<string, string> } | undefined
  beforeAll(async () => {
    const store = await createTestApp(env)
    opened = { store, admin: await adminHeaders(store.app) }
  }, 60_000)
  afterAll(() => opened?.store.close())
  const current = () => {
    if (!opened)
      throw new Error('the admin test store opens in beforeAll: use it in a test or hook')
    return opened
  }
  return {
    get app() {
      return current().store.app
    },
    get db() {
      return current().store.database.db
    },
    get admin() {
      return current().admin
    },
  }
}

export interface CustomOrderSeed {
  email?: string
  productSlug?: string
  paymentStatus?: 'unpaid' | 'paid' | 'subscription'
  status?: 'pending' | 'in_production' | 'delivered'
  rush?: boolean
  createdAt?: Date
  totalCents?: number
  /** Who took the card payment of a paid order (default the sandbox), and how much it was. */
  provider?: 'sandbox' | 'stripe'
  paidCents?: number
}

/** A customised order as Submit Order or a paid customised checkout leaves it. */
export async function insertCustomOrder(db: Database, seed: CustomOrderSeed = {}): Promise<number> {
  const email = seed.email ?? 'pro@marquee.local'
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, seed.productSlug ?? 'oil-change-special'))
  if (!user || !product) throw new Error('seed data missing')
  const total = seed.totalCents ?? 0
  const checkoutSessionId =
    seed.paymentStatus === 'paid'
      ? await insertPayment(db, user.id, email, seed.provider ?? 'sandbox', seed.paidCents ?? total)
      : null
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      userEmail: email,
      productId: product.id,
      width: 384,
      height: 192,
      filetype: 'mp4',
      aspectRatio: '2:1',
      customizationRequests: 'Say OPEN LATE in red. Logo URL: https://example.com/logo.png',
      isRushOrder: seed.rush ?? false,
      quantity: 1,
      options: { customization: true, rushOrder: seed.rush ?? false },
      unitCents: total,
      lineCents: total,
      totalCents: total,
      orderStatus: seed.status ?? 'pending',
      paymentStatus: seed.paymentStatus ?? 'subscription',
      checkoutSessionId,
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
      ...(seed.paymentStatus === 'paid' ? { paidAt: new Date() } : {}),
    })
    .returning({ id: orders.id })
  if (!order) throw new Error('order not inserted')
  if (seed.paymentStatus === 'paid') {
    await db.insert(purchases).values({ userId: user.id, productId: product.id, orderId: order.id })
  }
  return order.id
}

let payments = 0

/** A card payment taken by the provider: its checkout on both sides, with a payment intent. */
async function insertPayment(
  db: Database,
  userId: string,
  email: string,
  provider: 'sandbox' | 'stripe',
  amountCents: number,
): Promise<string> {
  payments += 1
  const stamp = `${Date.now()}_${payments}`
  const providerSessionId = `cs_test_seeded_${stamp}`
  const paymentIntentId = `pi_seeded_${stamp}`
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      provider,
      providerSessionId,
      userId,
      kind: 'cart',
      status: 'complete',
      amountCents,
      paymentIntentId,
      closedAt: new Date(),
    })
    .returning({ id: checkoutSessions.id })
  if (!session) throw new Error('checkout not inserted')
  if (provider === 'sandbox') {
    await db.insert(sandboxCheckouts).values({
      id: providerSessionId,
      mode: 'payment',
      status: 'complete',
      paymentStatus: 'paid',
      amountCents,
      lineItems: [],
      customerEmail: email,
      clientReferenceId: session.id,
      successUrl: 'http://localhost:3000/pages/checkout/success',
      cancelUrl: 'http://localhost:3000/shop/cart',
      paymentIntentId,
      expiresAt: new Date(Date.now() + 60_000),
    })
  }
  return session.id
}

/** Mail the store queued for `to` (newest last), from the outbox table, rendered. */
export async function mailTo(db: Database, to: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.id))
  return (await rendered(rows)).map((mail) => ({ subject: mail.subject, text: mail.textBody }))
}
