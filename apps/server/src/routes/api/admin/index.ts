import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../../../config/config.ts'
import { adminGuard } from './admin-guard.ts'
import analyticsRoutes from './analytics.ts'
import auditRoutes from './audit.ts'
import blogPostRoutes from './blog-posts.ts'
import catalogRoutes from './catalog.ts'
import catalogMediaRoutes from './catalog-media.ts'
import contentRoutes from './content.ts'
import couponRoutes from './coupons.ts'
import customOrderRoutes from './custom-orders.ts'
import customRequestRoutes from './custom-requests.ts'
import customerRoutes from './customers.ts'
import deskRoutes from './desk.ts'
import exportRoutes from './exports.ts'
import invoiceAdminRoutes from './invoices.ts'
import orderRoutes from './orders.ts'
import personalizationRoutes from './personalization.ts'
import reviewModerationRoutes from './reviews.ts'
import staffRoutes from './staff.ts'
import taxonomyRoutes from './taxonomy.ts'

/**
 * Every back-office route, under /api/admin. The guard is a hook on this whole encapsulated
 * plugin, so a module registered here cannot be left open: add yours to the list below.
 */
const adminRoutes: FastifyPluginAsync<{ config: Config }> = async (admin, { config }) => {
  admin.addHook('onRequest', adminGuard(admin))
  admin.addHook('onSend', async (_request, reply) => {
    // Back-office answers are about customers: never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store')
  })
  await admin.register(analyticsRoutes)
  await admin.register(auditRoutes)
  await admin.register(customOrderRoutes, { config })
  await admin.register(orderRoutes)
  await admin.register(customerRoutes)
  await admin.register(deskRoutes)
  await admin.register(exportRoutes)
  await admin.register(invoiceAdminRoutes)
  await admin.register(catalogRoutes)
  await admin.register(personalizationRoutes)
  await admin.register(taxonomyRoutes)
  await admin.register(catalogMediaRoutes, { maxUploadBytes: config.MASTER_UPLOAD_MAX_BYTES })
  await admin.register(couponRoutes)
  await admin.register(contentRoutes)
  await admin.register(blogPostRoutes)
  await admin.register(customRequestRoutes)
  await admin.register(reviewModerationRoutes)
  await admin.register(staffRoutes)
}

export default adminRoutes
