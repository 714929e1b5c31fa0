import type { AdminContactMessagePage, contactMessagesQuerySchema } from '@marquee/core'
import { desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { contactMessages } from '../../db/schema.ts'
import { notFound } from '../../http-error.ts'
import { recordAudit } from '../admin/audit-log.ts'

/** One page of the contact form's messages for staff, newest first, optionally unread only. */
export async function listContactMessages(
  db: Database,
  query: z.output<typeof contactMessagesQuerySchema>,
): Promise<AdminContactMessagePage> {
  const { page, pageSize, unread } = query
  const where: SQL | undefined = unread === 'true' ? isNull(contactMessages.readAt) : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where),
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      received_at: row.receivedAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
    })),
    total: totals?.n ?? 0,
    page,
    pageSize,
  }
}

/**
 * Marks a message read, with its audit row; a message read before keeps its first read time.
 * 404 for no such message.
 */
export async function markContactMessageRead(
  db: Database,
  actorId: string,
  id: number,
): Promise<{ read_at: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(eq(contactMessages.id, id))
      .returning({ readAt: contactMessages.readAt })
    if (!row?.readAt) throw notFound(`No contact message #${id}`)
    const readAt = row.readAt.toISOString()
    await recordAudit(tx, {
      actorId,
      action: 'contact-message.read',
      entity: 'contact-message',
      entityId: id,
      before: null,
      after: { read_at: readAt },
    })
    return { read_at: readAt }
  })
}
