import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Download } from '@marquee/core'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/client.ts'
import { orders, purchases, subscriptions, users } from '../../src/db/schema.ts'
import { bearer, type Tokens } from './oidc-flow.ts'
import { count } from './payments.ts'

/** A small, quick conversion of a seed clip. */
export const SMALL_GIF = { format: 'gif', width: 32, height: 16, fit: 'letterbox', depth: 'full' }

export function convert(
  app: FastifyInstance,
  tokens: Tokens | null,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/convert',
    payload: body,
    ...(tokens ? { headers: bearer(tokens) } : {}),
  })
}

/** Polls GET /api/downloads/{id} until it is ready or failed. */
export async function waitForDownload(
  app: FastifyInstance,
  tokens: Tokens,
  id: string,
  timeoutMs = 30_000,
): Promise<Download> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const response = await app.inject({ url: `/api/downloads/${id}`, headers: bearer(tokens) })
    const download = response.json() as Download
    if (download.status === 'ready' || download.status === 'failed') return download
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`download ${id} did not finish in ${timeoutMs} ms`)
}

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!user) throw new Error(`no user ${email}`)
  return user.id
}

/** A paid purchase of the clip, as checkout's fulfilment leaves it. */
export async function grantPurchase(db: Database, email: string, productId: number) {
  const userId = await userIdOf(db, email)
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      userEmail: email,
      productId,
      quantity: 1,
      unitCents: 1000,
      lineCents: 1000,
      totalCents: 1000,
      orderStatus: 'pending',
      paymentStatus: 'paid',
    })
    .returning({ id: orders.id })
  if (!order) throw new Error('no order')
  await db.insert(purchases).values({ userId, productId, orderId: order.id })
}

export async function setCredits(db: Database, email: string, remaining: number) {
  await db
    .update(subscriptions)
    .set({
      remainingTotalOrders: remaining,
      status: 'active',
      currentPeriodEnd: sql`now() + interval '30 days'`,
    })
    .where(eq(subscriptions.userId, await userIdOf(db, email)))
}

export async function creditsOf(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ remaining: subscriptions.remainingTotalOrders })
    .from(subscriptions)
    .where(eq(subscriptions.userId, await userIdOf(db, email)))
  return row?.remaining ?? 0
}

/** Conversion jobs ever queued (pg-boss keeps them in pgboss.job until archived). */
export const conversionJobs = (db: Database) => count(db, 'pgboss.job', "name = 'conversion'")

/**
 * The delivered file behind a signed download link, saved under `dir`, and its video stream
 * as ffprobe reads it: the `entries` asked for (`-count_frames` when nb_read_frames is one).
 */
export async function probeDelivered(
  app: FastifyInstance,
  url: string,
  dir: string,
  entries: readonly string[],
): Promise<Record<string, string | number>> {
  const link = new URL(url)
  const bytes = (await app.inject(link.pathname + link.search)).rawPayload
  const file = path.join(dir, `delivered-${Date.now()}${path.extname(link.pathname)}`)
  await writeFile(file, bytes)
  const { stdout } = await promisify(execFile)('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0'],
    ...(entries.includes('nb_read_frames') ? ['-count_frames'] : []),
    ...['-show_entries', `stream=${entries.join(',')}`, '-of', 'json', file],
  ])
  return JSON.parse(stdout).streams[0]
}
