import {
  adminContactMessagePageSchema,
  apiErrorSchema,
  contactMessagesQuerySchema,
  dashboardSchema,
  mailLogPageSchema,
  mailLogQuerySchema,
  recordIdParam,
} from '@marquee/core'
import { desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { contactMessages, mailOutbox } from '../../../db/schema.ts'
import { notFound } from '../../../http-error.ts'
import { recordAudit } from '../../../services/admin/audit-log.ts'
import { dashboard } from '../../../services/admin/dashboard.ts'
import { actorOf } from './admin-guard.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema }
const tags = ['admin']
const iso = (date: Date | null) => date?.toISOString() ?? null

/** The dashboard, contact messages (mark read) and the mail log. */
const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { tags, response: { 200: dashboardSchema } } }, () =>
    dashboard(app.db),
  )

  app.get(
    '/messages',
    {
      schema: {
        tags,
        querystring: contactMessagesQuerySchema,
        response: { 200: adminContactMessagePageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, unread } = request.query
      const where: SQL | undefined = unread === 'true' ? isNull(contactMessages.readAt) : undefined
      const [rows, [totals]] = await Promise.all([
        app.db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        app.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where),
      ])
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          subject: row.subject,
          message: row.message,
          received_at: row.receivedAt.toISOString(),
          read_at: iso(row.readAt),
        })),
        total: totals?.n ?? 0,
        page,
        pageSize,
      }
    },
  )

  app.post(
    '/messages/:id/read',
    {
      schema: {
        tags,
        params: z.object({ id: recordIdParam() }),
        response: { 200: z.object({ read_at: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      return app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(contactMessages)
          .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
          .where(eq(contactMessages.id, id))
          .returning({ readAt: contactMessages.readAt })
        if (!row?.readAt) throw notFound(`No contact message #${id}`)
        await recordAudit(tx, {
          actorId: actorOf(request),
          action: 'contact-message.read',
          entity: 'contact-message',
          entityId: id,
          before: null,
          after: { read_at: row.readAt.toISOString() },
        })
        return { read_at: row.readAt.toISOString() }
      })
    },
  )

  app.get(
    '/mail',
    {
      schema: {
        tags,
        querystring: mailLogQuerySchema,
        response: { 200: mailLogPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query
      const [rows, [totals]] = await Promise.all([
        app.db
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
        app.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox),
      ])
      return {
        items: rows.map(({ createdAt, sentAt, ...row }) => ({
          ...row,
          created_at: createdAt.toISOString(),
          sent_at: iso(sentAt),
        })),
        total: totals?.n ?? 0,
        page,
        pageSize,
      }
    },
  )
}

export default deskRoutes
