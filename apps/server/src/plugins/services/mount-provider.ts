import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'

/** Headers for the provider's own responses, which bypass Fastify's reply (hijacked). */
const PROVIDER_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
}

/**
 * Serves oidc-provider (a Koa app) under `mountPath`. Fastify leaves the body unread, so the
 * provider parses its own forms, and hands over the raw request with the prefix stripped.
 */
export async function mountProvider(
  app: FastifyInstance,
  { provider, mountPath }: { provider: Provider; mountPath: string },
) {
  const callback = provider.callback()
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack()
    for (const [name, value] of Object.entries(PROVIDER_HEADERS)) reply.raw.setHeader(name, value)
    const raw = request.raw as IncomingMessage & { originalUrl?: string }
    raw.originalUrl = raw.url
    raw.url = raw.url?.slice(mountPath.length) || '/'
    callback(raw, reply.raw)
  }
  app.all(mountPath, { schema: { hide: true } }, handler)
  app.all(`${mountPath}/*`, { schema: { hide: true } }, handler)
}
