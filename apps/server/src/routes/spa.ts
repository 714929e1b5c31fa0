import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { errorBody } from '../plugins/infra/errors.ts'
import { matches } from '../services/search/http-cache.ts'
import { readRouteChunks } from './module-preloads.ts'
import { createShell } from './spa-shell.ts'

/** Addresses of API calls and media files: an unknown one is a JSON 404, never a page. */
const NOT_PAGES = ['/api', '/media']
const isNotAPage = (url: string) =>
  NOT_PAGES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  )

function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('index.html')) return 'no-cache'
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/**
 * Serves the built storefront: hashed assets are immutable, index.html is never cached,
 * and every other page path gets index.html with that page's head so the app can route (and
 * show its own 404, sent with status 404 when the address names nothing).
 * Unknown API and media paths get the JSON 404.
 */
export default async function spaRoutes(
  app: FastifyInstance,
  options: { root: string; publicUrl: string },
) {
  const indexPath = path.join(options.root, 'index.html')
  const hasBuild = existsSync(indexPath)
  // index.html is read once; page paths get it with the runtime config and a preload added.
  const shellFor = hasBuild
    ? createShell(
        app,
        readFileSync(indexPath, 'utf8'),
        options.publicUrl,
        readRouteChunks(options.root),
      )
    : undefined
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // The build writes scripts and stylesheets beside themselves as .br and .gz
      // (apps/web build/precompress.ts): sent as they are, never compressed again per request.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        response.header('cache-control', cacheControlFor(filePath))
      },
    })
  } else {
    app.log.warn(`no storefront build in ${options.root}: run "npm run build" to serve the store`)
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isNotAPage(request.url)
    if (shellFor && wantsPage) {
      const shell = await shellFor(request.url)
      // Each address has its own head, so the ETag is the hash of this address's page.
      const etag = `W/"${createHash('sha1').update(shell.html).digest('base64url')}"`
      reply.header('cache-control', 'no-cache').header('etag', etag)
      if (shell.status === 200 && matches(request.headers['if-none-match'], etag)) {
        return reply.status(304).send()
      }
      return reply.status(shell.status).type('text/html; charset=utf-8').send(shell.html)
    }
    return reply
      .status(404)
      .send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`))
  })
}
