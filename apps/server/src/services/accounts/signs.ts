import {
  MAX_SIGN_SIDE,
  MAX_SIGNS,
  type Sign,
  type SignPatch,
  type signInputSchema,
} from '@marquee/core'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database, Transaction } from '../../db/client.ts'
import { signs, users } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http-error.ts'

type NewSign = z.output<typeof signInputSchema>
type SignRow = typeof signs.$inferSelect

/** What a customer is told for a sign that is not theirs, or no longer exists. */
export const SIGN_NOT_FOUND_MESSAGE = 'No such sign in your account'

/** The 21st sign's answer. */
export const TOO_MANY_SIGNS_MESSAGE = `An account keeps at most ${MAX_SIGNS} signs: delete one to add another`

/* A customer's signs (issue 27). Every change takes a lock on the customer's row, so the limit
   holds under concurrent requests and users.sign_width/height follow the oldest sign. */

const asSign = (row: SignRow): Sign => ({
  id: row.id,
  name: row.name,
  width: row.width,
  height: row.height,
  depth: row.depth,
  format: row.format as Sign['format'],
  fps: (row.fps ?? 'source') as Sign['fps'],
  codec: row.codec,
  preset: row.preset,
  maxBytes: row.maxBytes,
})

const columns = (sign: Partial<NewSign>) => ({
  ...(sign.name !== undefined ? { name: sign.name } : {}),
  ...(sign.width !== undefined ? { width: sign.width } : {}),
  ...(sign.height !== undefined ? { height: sign.height } : {}),
  ...(sign.depth !== undefined ? { depth: sign.depth } : {}),
  ...(sign.format !== undefined ? { format: sign.format } : {}),
  ...(sign.fps !== undefined ? { fps: sign.fps === 'source' ? null : sign.fps } : {}),
  ...(sign.codec !== undefined ? { codec: sign.codec } : {}),
  ...(sign.preset !== undefined ? { preset: sign.preset } : {}),
  ...(sign.maxBytes !== undefined ? { maxBytes: sign.maxBytes } : {}),
})

const oldestFirst = [asc(signs.createdAt), asc(signs.id)]

/** The customer's signs, oldest first. */
export async function signsOf(db: Database | Transaction, userId: string): Promise<Sign[]> {
  const rows = await db
    .select()
    .from(signs)
    .where(eq(signs.userId, userId))
    .orderBy(...oldestFirst)
  return rows.map(asSign)
}

async function lockCustomer(tx: Transaction, userId: string): Promise<void> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  if (!row) throw notFound(SIGN_NOT_FOUND_MESSAGE)
}

/** Copies the oldest sign's size onto the account; with no sign left the size stays as it was. */
async function followFirstSign(tx: Transaction, userId: string): Promise<void> {
  const [first] = await tx
    .select({ width: signs.width, height: signs.height })
    .from(signs)
    .where(eq(signs.userId, userId))
    .orderBy(...oldestFirst)
    .limit(1)
  if (!first) return
  await tx
    .update(users)
    .set({ signWidth: first.width, signHeight: first.height, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
}

/**
 * Gives the customer's first sign the account's new sign size (PATCH /api/me). The caller has
 * just updated the customer's row in `tx`, which holds the lock every change to the signs
 * takes; no sign, or a size larger than MAX_SIGN_SIDE, nothing to do.
 */
export async function resizeFirstSign(
  tx: Transaction,
  userId: string,
  width: number,
  height: number,
): Promise<void> {
  const [first] = await tx
    .select({ id: signs.id })
    .from(signs)
    .where(eq(signs.userId, userId))
    .orderBy(...oldestFirst)
    .limit(1)
  // A sign holds only sizes a file is made at; the account keeps a larger preference as given.
  if (!first || width > MAX_SIGN_SIDE || height > MAX_SIGN_SIDE) return
  await tx.update(signs).set({ width, height }).where(eq(signs.id, first.id))
}

/** Adds a sign; 409 when the account already keeps MAX_SIGNS. */
export async function addSign(db: Database, userId: string, sign: NewSign): Promise<Sign> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId)
    const [kept] = await tx.select({ n: count() }).from(signs).where(eq(signs.userId, userId))
    if ((kept?.n ?? 0) >= MAX_SIGNS) throw new HttpError(409, TOO_MANY_SIGNS_MESSAGE)
    const [row] = await tx
      .insert(signs)
      .values({
        userId,
        ...columns(sign),
        name: sign.name,
        width: sign.width,
        height: sign.height,
        depth: sign.depth,
        format: sign.format,
        codec: sign.codec,
      })
      .returning()
    if (!row) throw new Error('the sign was not stored')
    await followFirstSign(tx, userId)
    return asSign(row)
  })
}

/** Changes a sign of the customer's; 404 for anyone else's. */
export async function changeSign(
  db: Database,
  userId: string,
  signId: string,
  patch: SignPatch,
): Promise<Sign> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId)
    const changes = columns(patch)
    const mine = and(eq(signs.id, signId), eq(signs.userId, userId))
    const [row] =
      Object.keys(changes).length > 0
        ? await tx.update(signs).set(changes).where(mine).returning()
        : await tx.select().from(signs).where(mine)
    if (!row) throw notFound(SIGN_NOT_FOUND_MESSAGE)
    await followFirstSign(tx, userId)
    return asSign(row)
  })
}

/** Deletes a sign of the customer's; 404 for anyone else's. */
export async function deleteSign(db: Database, userId: string, signId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId)
    const deleted = await tx
      .delete(signs)
      .where(and(eq(signs.id, signId), eq(signs.userId, userId)))
      .returning({ id: signs.id })
    if (deleted.length === 0) throw notFound(SIGN_NOT_FOUND_MESSAGE)
    await followFirstSign(tx, userId)
  })
}
