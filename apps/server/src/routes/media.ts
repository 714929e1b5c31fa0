import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Clips and images of the catalogue. @fastify/send answers Range requests with 206,
 * so clips stream and loop in browsers.
 */
export default async function mediaRoutes(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    acceptRanges: true,
    maxAge: '1d',
    setHeaders: (response) => {
      response.header('x-content-type-options', 'nosniff')
    },
  })
}
