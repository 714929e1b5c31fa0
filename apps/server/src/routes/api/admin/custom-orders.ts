import {
  adminOrderPageSchema,
  adminOrderSchema,
  apiErrorSchema,
  customOrderMoveSchema,
  customOrdersQuerySchema,
  orderIdParamsSchema,
  orderMessageBodySchema,
} from '@marquee/core'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../../config/config.ts'
import { orders } from '../../../db/schema.ts'
import { badRequest, notFound } from '../../../http-error.ts'
import { adminOrders, countWhere, rushFirst } from '../../../services/admin/admin-orders.ts'
import { uploadMaster } from '../../../services/admin/custom-master.ts'
import { cancelCustomOrder } from '../../../services/admin/custom-order-cancel.ts'
import { moveCustomOrder } from '../../../services/admin/custom-order-life.ts'
import { postShopMessage } from '../../../services/admin/order-messages.ts'
import { ffmpegBinaries } from '../../../services/conversion/ffmpeg-binaries.ts'
import { isCustomOrder, isPaidWork } from '../../../services/orders/order-kinds.ts'
import { actorOf } from './admin-guard.ts'
import { acceptMasterUploads, MASTER_TYPES, type ReceivedFile } from './master-upload.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema }
const tags = ['admin']
const done = z.object({ order: adminOrderSchema })

/** /api/admin/custom-orders: customised orders from pending to delivered (or cancelled). */
const customOrderRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = { db: app.db, mailer: app.mailer, publicUrl: config.PUBLIC_URL }
  acceptMasterUploads(app, config.MASTER_UPLOAD_MAX_BYTES)

  async function one(id: number) {
    const [order] = await adminOrders(app.db, and(eq(orders.id, id), isCustomOrder), {
      limit: 1,
      offset: 0,
    })
    if (!order) throw notFound(`No custom order #${id}`)
    return { order }
  }

  app.get(
    '/custom-orders',
    {
      schema: {
        tags,
        querystring: customOrdersQuerySchema,
        response: { 200: adminOrderPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, status } = request.query
      const where = and(
        isCustomOrder,
        isPaidWork,
        status ? eq(orders.orderStatus, status) : undefined,
      )
      const [items, total] = await Promise.all([
        adminOrders(app.db, where, {
          limit: pageSize,
          offset: (page - 1) * pageSize,
          orderBy: rushFirst,
        }),
        countWhere(app.db, where),
      ])
      return { items, total, page, pageSize }
    },
  )

  app.get(
    '/custom-orders/:id',
    { schema: { tags, params: orderIdParamsSchema, response: { 200: done, ...errors } } },
    async (request) => one(request.params.id),
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
    async (request) => {
      const { status, reason } = request.body
      const actor = actorOf(request)
      if (status === 'cancelled') {
        const shop = { ...deps, provider: app.payments.provider, invoicing: config.invoicing }
        await cancelCustomOrder(shop, actor, request.params.id, reason ?? '')
      } else {
        await moveCustomOrder(deps, actor, request.params.id, status)
      }
      return one(request.params.id)
    },
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
    async (request) => {
      await postShopMessage(deps, actorOf(request), request.params.id, request.body.message)
      return one(request.params.id)
    },
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
      try {
        await uploadMaster(
          {
            ...deps,
            store: app.downloads.store,
            ffprobePath: ffmpegBinaries(config.FFMPEG_PATH).ffprobe,
          },
          actorOf(request),
          request.params.id,
          {
            file: upload.file,
            bytes: upload.bytes,
            contentType: request.headers['content-type'] ?? 'application/octet-stream',
          },
        )
      } finally {
        await upload.discard()
      }
      return one(request.params.id)
    },
  )
}

export default customOrderRoutes
