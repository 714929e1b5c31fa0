import {
  adminInvoicePageSchema,
  adminInvoicesQuerySchema,
  apiErrorSchema,
  customerIdParamsSchema,
  taxStatusSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { setTaxStatus } from '../../../services/admin/tax-status.ts'
import { listAllInvoices } from '../../../services/invoices/invoice-queries.ts'
import { actorOf, ownerOnly } from './admin-guard.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }
const tags = ['admin']

/** /api/admin/invoices: every invoice and credit note; a customer's tax exemption. */
const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      schema: {
        tags,
        querystring: adminInvoicesQuerySchema,
        response: { 200: adminInvoicePageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query
      return { ...(await listAllInvoices(app.db, request.query)), page, pageSize }
    },
  )

  app.post(
    '/customers/:id/tax',
    {
      ...ownerOnly,
      schema: {
        tags,
        params: customerIdParamsSchema,
        body: taxStatusSchema,
        response: {
          200: z.object({ exempt: z.boolean(), taxId: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => {
      await setTaxStatus(app.backOffice, actorOf(request), request.params.id, request.body)
      return { exempt: request.body.exempt, taxId: request.body.taxId || null }
    },
  )
}

export default invoiceAdminRoutes
