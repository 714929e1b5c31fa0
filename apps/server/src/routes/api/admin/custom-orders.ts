import {
  adminOrderSchema,
  apiErrorSchema,
  customOrderMoveSchema,
  customOrderPageSchema,
  customOrdersQuerySchema,
  orderIdParamsSchema,
  orderMessageBodySchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../../config/config.ts'
import { badRequest } from '../../../http-error.ts'
import {
  changeCustomOrderStatus,
  findCustomOrder,
  listCustomOrders,
  messageCustomOrder,
  storeCustomOrderMaster,
} from '../../../services/admin/custom-order-desk.ts'
import { actorOf, byOwner } from './admin-guard.ts'
import { acceptMasterUploads, MASTER_TYPES, type ReceivedFile } from './master-upload.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }
const tags = ['admin']
const done = z.object({ order: adminOrderSchema })

/** /api/admin/custom-orders: customised orders from pending to delivered (or cancelled). */
const customOrderRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  acceptMasterUploads(app, config.MASTER_UPLOAD_MAX_BYTES)

  app.get(
    '/custom-orders',
    {
      schema: {
        tags,
        querystring: customOrdersQuerySchema,
        response: { 200: customOrderPageSchema, ...errors },
      },
    },
    async (request) => listCustomOrders(app.db, request.query),
  )

  app.get(
    '/custom-orders/:id',
    { schema: { tags, params: orderIdParamsSchema, response: { 200: done, ...errors } } },
    async (request) => findCustomOrder(app.db, request.params.id),
  )

  app.post(
    '/custom-orders/:id/status',
    {
      schema: {
        tags,
        params: orderIdParamsSchema,
        body: customOrderMoveSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) =>
      changeCustomOrderStatus(
        app.backOffice,
        actorOf(request),
        request.params.id,
        request.body,
        byOwner(request),
      ),
  )

  app.post(
    '/custom-orders/:id/messages',
    {
      schema: {
        tags,
        params: orderIdParamsSchema,
        body: orderMessageBodySchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) =>
      messageCustomOrder(app.backOffice, actorOf(request), request.params.id, request.body.message),
  )

  app.put(
    '/custom-orders/:id/master',
    {
      bodyLimit: config.MASTER_UPLOAD_MAX_BYTES,
      schema: {
        tags,
        description: `The finished clip as the request body (${MASTER_TYPES.join(', ')}).`,
        params: orderIdParamsSchema,
        response: { 200: done, ...errors, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const upload = request.body as ReceivedFile | undefined
      if (!upload?.file) throw badRequest('body: send the clip file as the request body')
      const contentType = request.headers['content-type'] ?? 'application/octet-stream'
      const file = { file: upload.file, bytes: upload.bytes, contentType }
      try {
        return await storeCustomOrderMaster(
          app.backOffice,
          actorOf(request),
          request.params.id,
          file,
        )
      } finally {
        await upload.discard()
      }
    },
  )
}

export default customOrderRoutes
