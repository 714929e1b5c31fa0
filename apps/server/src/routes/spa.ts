import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { errorBody } from '../plugins/infra/errors.ts'
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
 * and every other page path gets index.html so the app can route (and show its own 404).
 * Unknown API and media paths get the JSON 404.
 */
export default async function spaRoutes(app: FastifyInstance, options: { root: string }) {
  const indexPath = path.join(options.root, 'index.html')
  const hasBuild = existsSync(indexPath)
  // index.html is read once; page paths get it with the runtime config and a preload added.
  const shellFor = hasBuild ? createShell(app, readFileSync(indexPath, 'utf8')) : undefined
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
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
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await shellFor(request.url))
    }
    return reply
      .status(404)
      .send(errorBody(404, `No route for ${request.method} ${request.url.split('?')[0]}`))
  })
}
