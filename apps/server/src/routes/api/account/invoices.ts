import { apiErrorSchema, invoiceIdParamsSchema, invoiceListSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerOf } from '../../../plugins/services/identity.ts'
import { isStaff } from '../../../services/admin/staff-role.ts'
import { listInvoices } from '../../../services/invoices/invoice-queries.ts'
import { openInvoice } from '../../../services/invoices/open-invoice.ts'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }

/** The signed-in buyer's invoices and credit notes; staff may open any one's PDF. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        response: { 200: invoiceListSchema, ...errors },
      },
    },
    async (request) => ({ invoices: await listInvoices(app.db, customerOf(request).id) }),
  )

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        params: invoiceIdParamsSchema,
        response: {
          200: z.any().describe('The invoice as application/pdf'),
          302: z.null().describe("Stripe's PDF of an invoice Stripe issued"),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { id } = customerOf(request)
      const viewer = { id, isStaff: () => isStaff(app.db, id) }
      const document = await openInvoice(app.db, viewer, request.params.id)
      reply.header('cache-control', 'private, no-store')
      if (document.kind === 'provider') return reply.redirect(document.url)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${document.fileName}"`)
        .send(document.pdf)
    },
  )
}

export default invoiceRoutes
