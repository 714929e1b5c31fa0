import { setMaxListeners } from 'node:events'
import {
  accountDownloadsSchema,
  apiErrorSchema,
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
import { HttpError } from '../../../http-error.ts'
import { customerOf } from '../../../plugins/services/identity.ts'
import {
  getDownload,
  getLicence,
  listAccountClips,
  ownDownload,
} from '../../../services/downloads/download-view.ts'
import { refuseFixedSizes } from '../../../services/downloads/fixed-size-limits.ts'
import { requestDownload } from '../../../services/downloads/request-download.ts'
import { requestedSource } from '../../../services/downloads/requested-source.ts'
import { personalRequest } from '../../../services/personalization/personal-request.ts'
import { streamDownloadEvents } from '../download-events.ts'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema }
const security = [{ bearer: [] }]

/** docs/requirements.md §4's download flow and §7's converter call, for signed-in customers' own downloads. */
const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
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
          422: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = customerOf(request)
      const { productId, customOrderId, personalization, ...spec } = request.body
      const source = await requestedSource(app.downloads, account.id, { productId, customOrderId })
      const personal = await personalRequest(
        app.db,
        app.uploadedLogos,
        account.id,
        source,
        spec,
        personalization,
      )
      await refuseFixedSizes(app.db, source, spec)
      if (!(await app.ffmpegStatus()).ok) throw new HttpError(503, FFMPEG_NOT_LOADED_MESSAGE)
      const result = await requestDownload(
        app.downloads,
        account,
        source,
        spec,
        personal ?? undefined,
      )
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
    async (request) => ownDownload(app.downloads, customerOf(request).id, request.params.id),
  )

  app.get(
    '/downloads/:id/events',
    {
      schema: { tags: ['downloads'], security, params: downloadIdParamsSchema, response: errors },
    },
    async (request, reply) => {
      const userId = customerOf(request).id
      const first = await ownDownload(app.downloads, userId, request.params.id)
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
    async (request) => getLicence(app.downloads, customerOf(request).id, request.params.id),
  )
}

export default downloadRoutes
