import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import { HttpError } from '../../http-error.ts'
import { liveInteractionsUpTo } from '../../services/identity/live-interactions.ts'
import { storefrontOrigins } from '../../services/identity/storefront-origins.ts'

/** Headers for the provider's own responses, which bypass Fastify's reply (hijacked). */
const PROVIDER_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
}

export interface MountOptions {
  provider: Provider
  mountPath: string
  publicUrl: string
  /** Authorization requests (each starts a stored sign-in) per address per minute. */
  authorizationsPerMinute: number
  /** Sign-ins in progress at most; beyond it /auth answers 503. */
  maxLiveInteractions: number
}

/**
 * Serves oidc-provider (a Koa app) under `mountPath`. Fastify leaves the body unread, so the
 * provider parses its own forms, and hands over the raw request with the prefix stripped.
 */
export async function mountProvider(app: FastifyInstance, options: MountOptions) {
  const { provider, mountPath } = options
  const callback = provider.callback()
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  // The provider builds its endpoints' URLs from the request (Koa, `proxy` on): it sees only
  // the store's own origins, never a Host or X-Forwarded-* the client chose (docs/requirements.md §10).
  const origins = storefrontOrigins(options.publicUrl)
  const protocol = new URL(options.publicUrl).protocol

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack()
    for (const [name, value] of Object.entries(PROVIDER_HEADERS)) reply.raw.setHeader(name, value)
    const raw = request.raw as IncomingMessage & { originalUrl?: string }
    const claimed = `${protocol}//${raw.headers.host ?? ''}`
    const origin = new URL(origins.includes(claimed) ? claimed : (origins[0] ?? options.publicUrl))
    raw.headers.host = origin.host
    raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1)
    raw.headers['x-forwarded-for'] = request.ip
    delete raw.headers['x-forwarded-host']
    // An absolute-form request line (`GET http://evil.example/oidc/...`) would be used as is.
    const target = raw.url ?? '/'
    const url = target.startsWith('/') ? undefined : new URL(target)
    raw.originalUrl = url ? `${url.pathname}${url.search}` : target
    raw.url = raw.originalUrl.slice(mountPath.length) || '/'
    callback(raw, reply.raw)
  }

  const tooManySignIns = async (_request: FastifyRequest, reply: FastifyReply) => {
    const cap = options.maxLiveInteractions
    if ((await liveInteractionsUpTo(app.db, cap)) < cap) return
    reply.header('retry-after', 60)
    throw new HttpError(503, 'Too many sign-ins are in progress. Please try again in a minute.')
  }
  // Each authorization request stores an interaction: a budget per address and a cap in all.
  app.all(
    `${mountPath}/auth`,
    {
      schema: { hide: true },
      config: { rateLimit: { max: options.authorizationsPerMinute, timeWindow: '1 minute' } },
      preHandler: tooManySignIns,
    },
    handler,
  )
  app.all(mountPath, { schema: { hide: true } }, handler)
  app.all(`${mountPath}/*`, { schema: { hide: true } }, handler)
}
