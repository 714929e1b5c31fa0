import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { securityHeaders } from './security-headers.ts'

/** Security headers for every response, and request budgets that routes opt into. */
export default fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    })
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
    await app.register(rateLimit, { global: false })
  },
  { name: 'security' },
)
