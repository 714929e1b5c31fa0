import type { MailLogPage, mailLogQuerySchema } from '@marquee/core'
import { desc, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'

/** One page of the mail the store sent or will send, newest first, without the bodies. */
export async function listMailLog(
  db: Database,
  query: z.output<typeof mailLogQuerySchema>,
): Promise<MailLogPage> {
  const { page, pageSize } = query
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox),
  ])
  return {
    items: rows.map(({ createdAt, sentAt, ...row }) => ({
      ...row,
      created_at: createdAt.toISOString(),
      sent_at: sentAt?.toISOString() ?? null,
    })),
    total: totals?.n ?? 0,
    page,
    pageSize,
  }
}
