import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../../http-error.ts'
import type { LocalStore } from '../../services/storage/local-store.ts'
import { assertSafeKey, contentDisposition } from '../../services/storage/object-store.ts'
import { verifyDownload } from '../../services/storage/signed-url.ts'

const signedQuery = z.object({
  expires: z.coerce.number().int(),
  filename: z.string().min(1).max(200),
  sig: z.string().min(1).max(100),
})

const forbidden = () => new HttpError(403, 'This download link has expired or is not valid')

/**
 * The local store's signed links: the file only for a link this store signed, until it
 * expires; Range requests are answered with 206 (@fastify/send) so players and download
 * managers can resume.
 */
const downloadFileRoutes: FastifyPluginAsyncZod<{ store: LocalStore }> = async (app, { store }) => {
  await app.register(fastifyStatic, { root: store.root, serve: false })
  app.get(
    '/downloads/*',
    { schema: { hide: true, querystring: signedQuery } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*']
      try {
        assertSafeKey(key)
      } catch {
        throw forbidden()
      }
      if (!verifyDownload(store.secret, key, request.query)) throw forbidden()
      reply.header('content-disposition', contentDisposition(request.query.filename))
      reply.header('cache-control', 'private, no-store')
      return reply.sendFile(key, { acceptRanges: true, cacheControl: false })
    },
  )
}

export default downloadFileRoutes
