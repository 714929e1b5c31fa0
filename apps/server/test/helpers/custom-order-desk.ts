import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { subscriptions, users } from '../../src/db/schema.ts'
import type { AdminTestStore } from './admin.ts'

/** A clip ffprobe reads, small enough for the stores these tests open (200 KiB uploads). */
export const MASTER_CLIP = path.resolve(
  import.meta.dirname,
  '../../masters/products/oil-change-special/clip.mp4',
)

/** Moves a custom order on as the admin; cancelling may carry a reason. */
export const moveCustomOrder = (
  store: AdminTestStore,
  id: number,
  status: string,
  reason?: string,
) =>
  store.app.inject({
    method: 'POST',
    url: `/api/admin/custom-orders/${id}/status`,
    headers: store.admin,
    payload: reason === undefined ? { status } : { status, reason },
  })

/** Uploads a custom order's finished clip as the admin (MASTER_CLIP unless told). */
export const uploadCustomMaster = (
  store: AdminTestStore,
  id: number,
  body: Buffer = readFileSync(MASTER_CLIP),
  type = 'video/mp4',
) =>
  store.app.inject({
    method: 'PUT',
    url: `/api/admin/custom-orders/${id}/master`,
    headers: { ...store.admin, 'content-type': type },
    payload: body,
  })

/** Takes a custom order in production to delivered as staff do: its master, then delivered. */
export async function deliverCustomOrder(store: AdminTestStore, id: number): Promise<void> {
  const master = await uploadCustomMaster(store, id)
  expect(master.statusCode, master.body).toBe(200)
  const delivered = await moveCustomOrder(store, id, 'delivered')
  expect(delivered.statusCode, delivered.body).toBe(200)
}

/** The plan credits a customer has left this period. */
export async function planCredits(db: Database, email: string) {
  const [row] = await db
    .select({
      downloads: subscriptions.remainingTotalOrders,
      customizations: subscriptions.remainingCustomizationOrders,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(users.email, email))
  return row
}
