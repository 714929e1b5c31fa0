import type { QueueDb } from '../apps/server/src/db/queue-db.ts'

/**
 * A year of trade for the analytics bench, in a few set-based statements: `count` card
 * orders spread over the 365 days before now across the seeded clips and customers, one in
 * a hundred refunded, a download for one in ten, and a paid plan period for one in fifty.
 */
export async function fillAnalyticsYear(db: QueueDb, count: number): Promise<void> {
  await db.executeSql(
    `
    insert into orders (user_id, user_email, product_id, quantity, unit_cents, line_cents,
      total_cents, order_status, payment_status, created_at, paid_at)
    select u.id, u.email, p.id, 1, 100 + (g * 37) % 4900, 100 + (g * 37) % 4900,
      100 + (g * 37) % 4900, 'delivered',
      case when g % 100 = 0 then 'refunded' else 'paid' end, t, t
    from generate_series(1, $1::int) g
    cross join lateral (select now() - ((g * 7919) % 31536000) * interval '1 second' as t) moment
    join lateral (select id from products order by id offset g % (select count(*) from products) limit 1) p on true
    join lateral (select id, email from users order by id offset g % (select count(*) from users) limit 1) u on true`,
    [count],
  )
  await db.executeSql(`
    insert into order_refunds (order_id, provider, payment_intent_id, amount_cents, reason,
      actor_id, status, completed_at)
    select id, 'sandbox', 'pi_bench_' || id, total_cents, 'bench', user_id, 'succeeded',
      paid_at + interval '1 day'
    from orders where payment_status = 'refunded' and paid_at is not null
    on conflict do nothing`)
  await db.executeSql(`
    insert into downloads (user_id, product_id, source_version, format, width, height, fit,
      depth, entitlement, order_id, status, created_at, updated_at, ready_at)
    select user_id, product_id, 'bench', 'mp4', 384, 192, 'letterbox', 'full', 'purchase', id,
      'ready', paid_at, paid_at, paid_at + interval '20 seconds'
    from orders where id % 10 = 0 and paid_at is not null`)
  await db.executeSql(`
    insert into subscription_periods (user_id, plan_id, provider_invoice_id, period_start,
      period_end, downloads_quota, customizations_quota)
    select user_id, 'Pro', 'in_bench_' || id, paid_at, paid_at + interval '1 month', 10, 2
    from orders where id % 50 = 0 and paid_at is not null`)
}
