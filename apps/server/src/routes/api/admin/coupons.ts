import {
  adminCouponSchema,
  apiErrorSchema,
  couponInputSchema,
  couponPatchSchema,
  recordIdParam,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createCoupon,
  listCoupons,
  updateCoupon,
} from '../../../services/discounts/coupon-admin.ts'
import { ownerOnly } from './admin-guard.ts'
import { auditAs } from './audit-as.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const refusals = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }

/** The coupon book under /api/admin/coupons; a new or changed code applies in carts at once. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    { schema: { tags, security, response: { 200: z.array(adminCouponSchema) } } },
    () => listCoupons(app.db),
  )

  app.post(
    '/coupons',
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        body: couponInputSchema,
        response: { 201: adminCouponSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCoupon(app.db, auditAs(request), request.body)),
  )

  app.patch(
    '/coupons/:id',
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Activate or deactivate a coupon, or change its limits, expiry or percentage',
        params: z.object({ id: recordIdParam() }),
        body: couponPatchSchema,
        response: { 200: adminCouponSchema, ...refusals },
      },
    },
    (request) => updateCoupon(app.db, auditAs(request), request.params.id, request.body),
  )
}

export default couponRoutes
