import type { FastifyPluginAsync } from 'fastify'
import { adminGuard } from './admin-guard.ts'
import auditRoutes from './audit.ts'
import reviewModerationRoutes from './reviews.ts'

/**
 * Every back-office route, under /api/admin. The guard is a hook on this whole encapsulated
 * plugin, so a module registered here cannot be left open: add yours to the list below.
 */
const adminRoutes: FastifyPluginAsync = async (admin) => {
  admin.addHook('onRequest', adminGuard(admin))
  admin.addHook('onSend', async (_request, reply) => {
    // Back-office answers are about customers: never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store')
  })
  await admin.register(auditRoutes)
  await admin.register(reviewModerationRoutes)
}

export default adminRoutes
