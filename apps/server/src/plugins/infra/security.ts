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

/** The API's answers (JSON, files, event streams); its documentation is pages. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs')

/**
 * The headers of an answer that is not a page. A page's policy (its scripts, styles, frames,
 * opener, referrer and DNS prefetching) does nothing for JSON or a file, and took 550 of an
 * API answer's 850 bytes of headers; what stays is what OWASP's REST guide asks of an API:
 * no sources and no framing should a file or JSON be opened as a page, no sniffing, HSTS,
 * and same-origin reads only.
 */
function answerHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  }
  for (const name of [
    'strict-transport-security',
    'x-content-type-options',
    'cross-origin-resource-policy',
    'x-frame-options',
  ]) {
    const value = pageHeaders[name]
    if (value !== undefined) headers[name] = value
  }
  return headers
}

/** Security headers for every response: a page's, or an API answer's. */
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
    const apiHeaders = answerHeaders(headers)
    // Answers Fastify and Node make before routing send them too (framework-errors.ts).
    app.decorate('securityHeaders', headers)
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? apiHeaders : headers)
      done()
    })
  },
  { name: 'security' },
)
