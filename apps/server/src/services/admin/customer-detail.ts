import { type AdminCustomerDetail, CUSTOMER_DETAIL_ROWS, toDollars } from '@marquee/core'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { downloads, orders, plans, products, reviews, subscriptions } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { adminDownloads, countDownloads } from './admin-downloads.ts'
import { adminOrders, countWhere } from './admin-orders.ts'
import { creditLedger } from './credit-ledger.ts'
import { customerById } from './customer-list.ts'

async function subscriptionOf(db: Database, userId: string) {
  const [row] = await db
    .select({ plan: subscriptions, terms: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(eq(subscriptions.userId, userId))
  if (!row) return null
  const { plan, terms } = row
  return {
    plan: plan.plan,
    status: plan.status,
    price: toDollars(terms.priceCents),
    downloads_per_period: terms.downloadsPerPeriod,
    customisations_per_period: terms.customizationsPerPeriod,
    current_period_end: plan.currentPeriodEnd?.toISOString() ?? null,
    cancel_at: plan.cancelAt?.toISOString() ?? null,
  }
}

async function reviewsBy(db: Database, userId: string) {
  const rows = await db
    .select({ review: reviews, title: products.title })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
  return rows.map(({ review, title }) => ({
    id: review.id,
    product_id: review.productId,
    product_title: title,
    rating: review.rating,
    subject: review.subject,
    body: review.body,
    status: review.status,
    verified: review.verified,
    created_at: review.createdAt.toISOString(),
  }))
}

/** GET /api/admin/customers/{id}: who they are, plan and credits, latest orders and downloads, reviews. */
export async function customerDetail(db: Database, id: string): Promise<AdminCustomerDetail> {
  const customer = await customerById(db, id)
  if (!customer) throw notFound('No customer has this id')
  const theirOrders = eq(orders.userId, id)
  const theirDownloads = eq(downloads.userId, id)
  const page = { limit: CUSTOMER_DETAIL_ROWS, offset: 0 }
  const [subscription, credits, orderItems, orderTotal, downloadItems, downloadTotal, written] =
    await Promise.all([
      subscriptionOf(db, id),
      creditLedger(db, customer),
      adminOrders(db, theirOrders, page),
      countWhere(db, theirOrders),
      adminDownloads(db, theirDownloads, CUSTOMER_DETAIL_ROWS),
      countDownloads(db, theirDownloads),
      reviewsBy(db, id),
    ])
  return {
    customer,
    subscription,
    credits,
    orders: { items: orderItems, total: orderTotal },
    downloads: { items: downloadItems, total: downloadTotal },
    reviews: written,
  }
}
