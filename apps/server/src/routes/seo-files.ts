import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { etagOf, matches } from '../services/search/http-cache.ts'
import type { CachedResponse } from '../services/search/response-cache.ts'
import { robotsTxt } from '../services/seo/robots-txt.ts'
import { sitemapEntries } from '../services/seo/sitemap-entries.ts'
import { sitemapXml } from '../services/seo/sitemap-xml.ts'

/** Not a URL, so no catalogue API answer can share its place in the catalogue's cache. */
const SITEMAP_KEY = 'sitemap.xml'
const CACHE_CONTROL = 'public, max-age=300'

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  entry: CachedResponse,
) {
  reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL)
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.status(304).send()
  return reply.type(type).send(entry.body)
}

/**
 * /robots.txt and /sitemap.xml, with every address built from PUBLIC_URL. The sitemap is
 * kept in the catalogue's response cache, which every catalogue write empties (see
 * catalog-changes.ts), so a new product is listed on the next request.
 */
export default async function seoFileRoutes(
  app: FastifyInstance,
  options: { publicUrl: string; webRoot: string },
) {
  const indexHtml = path.join(options.webRoot, 'index.html')
  // The fixed pages change with the storefront's build.
  const builtAt = existsSync(indexHtml) ? statSync(indexHtml).mtime : new Date()
  const robots = robotsTxt(options.publicUrl)
  const robotsEntry: CachedResponse = { body: robots, etag: etagOf(robots), headers: {} }

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    sendCached(request, reply, 'text/plain; charset=utf-8', robotsEntry),
  )

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    let entry = app.catalogCache.get(SITEMAP_KEY)
    if (!entry) {
      const body = sitemapXml(options.publicUrl, await sitemapEntries(app.db, builtAt))
      entry = { body, etag: etagOf(body), headers: {} }
      app.catalogCache.set(SITEMAP_KEY, entry)
    }
    return sendCached(request, reply, 'application/xml; charset=utf-8', entry)
  })
}
