import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/client.ts'
import { mailOutbox, orders, products, purchases, users } from '../../src/db/schema.ts'
import { bearer, signIn } from './oidc-flow.ts'

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

export interface CustomOrderSeed {
  email?: string
  productSlug?: string
  paymentStatus?: 'unpaid' | 'paid' | 'subscription'
  status?: 'pending' | 'in_production' | 'delivered'
  rush?: boolean
  createdAt?: Date
  totalCents?: number
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

/** Mail the store queued for `to` (newest last), from the outbox table. */
export async function mailTo(db: Database, to: string) {
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.id))
}
