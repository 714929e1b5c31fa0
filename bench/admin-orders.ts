import type { Database } from '../apps/server/src/db/client.ts'

/**
 * `count` paid one-off orders in one INSERT ... SELECT over generate_series: spread over the
 * shop's customers and clips and over the last year (a few a minute), with a price that
 * varies, so exports and analytics have a real table to read. Answers how long it took.
 */
export async function seedBenchOrders(db: Database, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`not a count of orders: ${count}`)
  const started = performance.now()
  await db.execute(`
    with buyers as (select array_agg(id order by email) ids, array_agg(email order by email) emails
                    from users where role = 'customer'),
         clips as (select array_agg(id order by id) ids from products)
    insert into orders (user_id, user_email, product_id, quantity, unit_cents, line_cents,
                        discount_cents, total_cents, order_status, payment_status, created_at, paid_at)
    select buyers.ids[1 + n % array_length(buyers.ids, 1)],
           buyers.emails[1 + n % array_length(buyers.ids, 1)],
           clips.ids[1 + n % array_length(clips.ids, 1)],
           1, 500 + (n % 20) * 100, 500 + (n % 20) * 100, 0, 500 + (n % 20) * 100,
           'delivered', 'paid', at, at
    from buyers, clips, generate_series(1, ${count}) n,
         lateral (select now() - interval '365 days' * (n::float8 / ${count})) t(at)`)
  return performance.now() - started
}
