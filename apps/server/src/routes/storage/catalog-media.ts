import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../http-error.ts'
import { CATALOG_MEDIA_PREFIX } from '../../services/storage/catalog-media-prefix.ts'
import type { LocalStore } from '../../services/storage/local-store.ts'
import { assertSafeKey, type ObjectStore } from '../../services/storage/object-store.ts'

/**
 * Posters, thumbnails and previews the media jobs made: public, never the masters. Clips
 * uploaded before the stills became WebP keep their JPEGs.
 */
const SERVED = /^catalog\/\d+\/[0-9a-f]{16}\/(?:(?:poster|thumb)\.(?:webp|jpg)|preview\.mp4)$/

/** A served file's key never changes content (its path holds the master's version). */
const REDIRECT_TTL_SECONDS = 3600

/**
 * The local store's catalogue media, sent from its files with Range support (previews loop
 * in browsers).
 */
export async function localCatalogMediaRoutes(
  app: FastifyInstance,
  { store }: { store: LocalStore },
) {
  const root = path.join(store.root, 'catalog')
  await mkdir(root, { recursive: true })
  await app.register(fastifyStatic, {
    root,
    prefix: `${CATALOG_MEDIA_PREFIX}catalog/`,
    decorateReply: false,
    index: false,
    acceptRanges: true,
    immutable: true,
    maxAge: '365d',
    allowedPath: (pathName) => SERVED.test(`catalog${pathName}`),
    setHeaders: (response) => {
      response.header('x-content-type-options', 'nosniff')
    },
  })
}

/** The catalogue media of a store that signs its own links (S3): a redirect to one. */
export async function linkedCatalogMediaRoutes(
  app: FastifyInstance,
  { store }: { store: ObjectStore },
) {
  app.get(`${CATALOG_MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    if (!SERVED.test(key)) throw notFound('No such media file')
    assertSafeKey(key)
    const url = await store.downloadUrl(key, path.basename(key), REDIRECT_TTL_SECONDS)
    return reply.redirect(url, 302)
  })
}
