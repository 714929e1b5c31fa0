import { apiErrorSchema, recordIdParam } from '@marquee/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ProductWriteDeps } from '../../../services/catalog/product-writes.ts'
import { auditAs } from './audit-as.ts'

/** What the catalogue's admin routes (clips, categories, brands) share in their schemas. */
export const byId = z.object({ id: recordIdParam() })
export const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }
export const tags = ['admin']
export const security = [{ bearer: [] }]

/** A catalogue write's dependencies for this request: its admin audits the change. */
export const writeDeps = (app: FastifyInstance, request: FastifyRequest): ProductWriteDeps => ({
  db: app.db,
  changes: app.catalogChanges,
  audit: auditAs(request),
})
