import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import { bucketOrigin } from '../../services/storage/bucket-origin.ts'
import { securityHeaders } from './security-headers.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer carries, computed once at start-up. */
    securityHeaders: Record<string, string>
  }
}

/** Security headers for every response. */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // The storefront talks to an external identity provider's token endpoint directly.
    const identityOrigins =
      config.identity.kind === 'external' ? [new URL(config.identity.issuer).origin] : []
    // With S3 the browser posts logos straight to the bucket (docs/requirements.md §7 /upload/s3),
    // and shows the converter test's file (a clip it plays, or an AVI's first frame) from it.
    const bucketOrigins = config.S3_BUCKET ? [bucketOrigin(config)] : []
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...bucketOrigins],
          mediaSrc: ["'self'", 'blob:', ...bucketOrigins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'", ...identityOrigins, ...bucketOrigins],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    })
    // Answers Fastify and Node make before routing send them too (framework-errors.ts).
    app.decorate('securityHeaders', headers)
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
  { name: 'security' },
)
