import { setMaxListeners } from 'node:events'
import {
  accountDownloadsSchema,
  apiErrorSchema,
  conversionsUnderWayMessage,
  convertAcceptedSchema,
  convertReadySchema,
  convertRequestSchema,
  downloadIdParamsSchema,
  downloadSchema,
  FFMPEG_NOT_LOADED_MESSAGE,
  licenceIdParamsSchema,
  licenceSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { badRequest, HttpError, notFound } from '../../../http-error.ts'
import { customerOf } from '../../../plugins/services/identity.ts'
import { customSource } from '../../../services/downloads/custom-source.ts'
import {
  getDownload,
  getLicence,
  listAccountClips,
} from '../../../services/downloads/download-view.ts'
import { requestDownload } from '../../../services/downloads/request-download.ts'
import { sourceClip } from '../../../services/downloads/source-clip.ts'
import { streamDownloadEvents } from '../download-events.ts'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
const security = [{ bearer: [] }]

export const NOT_ENTITLED_MESSAGE =
  'Buy this clip, or subscribe to a plan with downloads left, to download it'

/** docs/requirements.md §4's download flow and §7's converter call, for signed-in customers' own downloads. */
const downloadRoutes: FastifyPluginAsyncZod<{ mediaDir: string }> = async (app, { mediaDir }) => {
  // Progress streams end when the server stops, so they never hold its drain.
  const closing = new AbortController()
  // Every open stream listens for it: many at once are expected, not a leak to warn about.
  setMaxListeners(0, closing.signal)
  app.addHook('preClose', async () => closing.abort())
  app.post(
    '/convert',
    {
      schema: {
        tags: ['downloads'],
        security,
        body: convertRequestSchema,
        response: {
          200: convertReadySchema,
          202: convertAcceptedSchema,
          ...errors,
          402: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = customerOf(request)
      const { productId, customOrderId, ...spec } = request.body
      const source =
        customOrderId === undefined
          ? await sourceClip(app.db, mediaDir, productId, app.downloads.store)
          : await customSource(app.db, app.downloads.store, customOrderId, account.id)
      if (!source) {
        throw customOrderId === undefined
          ? badRequest('productId: no clip has this id')
          : badRequest('customOrderId: no delivered custom order of yours has this id')
      }
      if (!(await app.ffmpegStatus()).ok) throw new HttpError(503, FFMPEG_NOT_LOADED_MESSAGE)
      const result = await requestDownload(app.downloads, account, source, spec)
      if (result.kind === 'not-entitled') throw new HttpError(402, NOT_ENTITLED_MESSAGE)
      if (result.kind === 'too-many') {
        throw new HttpError(429, conversionsUnderWayMessage(result.limit))
      }
      if (result.kind === 'queued') {
        return reply
          .status(202)
          .send({ downloadId: result.downloadId, status: 'queued', progress: 0 })
      }
      const { downloadId, url, filename, licenceId } = result
      return reply.status(200).send({ downloadId, status: 'ready', url, filename, licenceId })
    },
  )

  app.get(
    '/downloads',
    {
      schema: {
        tags: ['downloads'],
        security,
        response: { 200: accountDownloadsSchema, ...errors },
      },
    },
    async (request) => ({ clips: await listAccountClips(app.downloads, customerOf(request).id) }),
  )

  app.get(
    '/downloads/:id',
    {
      schema: {
        tags: ['downloads'],
        security,
        params: downloadIdParamsSchema,
        response: { 200: downloadSchema, ...errors },
      },
    },
    async (request) => {
      const download = await getDownload(app.downloads, customerOf(request).id, request.params.id)
      if (!download) throw notFound('No download of yours has this id')
      return download
    },
  )

  app.get(
    '/downloads/:id/events',
    {
      schema: { tags: ['downloads'], security, params: downloadIdParamsSchema, response: errors },
    },
    async (request, reply) => {
      const userId = customerOf(request).id
      const first = await getDownload(app.downloads, userId, request.params.id)
      if (!first) throw notFound('No download of yours has this id')
      streamDownloadEvents(
        request,
        reply,
        first,
        () => getDownload(app.downloads, userId, request.params.id),
        app.downloadChanges,
        closing.signal,
      )
    },
  )

  app.get(
    '/licences/:id',
    {
      schema: {
        tags: ['downloads'],
        security,
        params: licenceIdParamsSchema,
        response: { 200: licenceSchema, ...errors },
      },
    },
    async (request) => {
      const licence = await getLicence(app.downloads, customerOf(request).id, request.params.id)
      if (!licence) throw notFound('No licence of yours has this id')
      return licence
    },
  )
}

export default downloadRoutes
