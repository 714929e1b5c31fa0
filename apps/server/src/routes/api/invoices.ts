import { apiErrorSchema, invoiceIdParamsSchema, invoiceListSchema } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../http-error.ts'
import { unauthorized } from '../../plugins/services/identity.ts'
import { isAdmin } from '../../services/admin/staff-role.ts'
import { renderInvoicePdf } from '../../services/invoices/invoice-pdf.ts'
import { findInvoice, listInvoices } from '../../services/invoices/invoice-queries.ts'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }

/** The signed-in buyer's invoices and credit notes; staff may open any one's PDF. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        response: { 200: invoiceListSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.account) throw unauthorized()
      return { invoices: await listInvoices(app.db, request.account.id) }
    },
  )

  app.get(
    '/invoices/:id/pdf',
    {
      preHandler: app.authenticate,
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
      const account = request.account
      if (!account) throw unauthorized()
      const row = await findInvoice(app.db, request.params.id)
      // Another customer's invoice is answered as if it did not exist.
      const allowed =
        row && (row.invoice.userId === account.id || (await isAdmin(app.db, account.id)))
      if (!row || !allowed) throw notFound('No such invoice in your account')
      reply.header('cache-control', 'private, no-store')
      if (row.invoice.providerPdfUrl) return reply.redirect(row.invoice.providerPdfUrl)
      const pdf = await renderInvoicePdf(row.invoice, row.corrects)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${row.invoice.number}.pdf"`)
        .send(pdf)
    },
  )
}

export default invoiceRoutes
