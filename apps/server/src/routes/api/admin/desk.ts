import {
  adminContactMessagePageSchema,
  apiErrorSchema,
  contactMessagesQuerySchema,
  dashboardSchema,
  mailLogPageSchema,
  mailLogQuerySchema,
  recordIdParam,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dashboard } from '../../../services/admin/dashboard.ts'
import {
  listContactMessages,
  markContactMessageRead,
} from '../../../services/contact/message-desk.ts'
import { listMailLog } from '../../../services/mail/mail-log.ts'
import { actorOf } from './admin-guard.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema }
const tags = ['admin']

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
    async (request) => listContactMessages(app.db, request.query),
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
    async (request) => markContactMessageRead(app.db, actorOf(request), request.params.id),
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
    async (request) => listMailLog(app.db, request.query),
  )
}

export default deskRoutes
