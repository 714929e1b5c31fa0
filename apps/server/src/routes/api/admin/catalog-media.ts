import { apiErrorSchema, mediaJobSchema, recordIdParam } from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findMediaJob } from '../../../services/media/find-media-job.ts'
import { acceptMaster } from '../../../services/media/master-upload.ts'
import { ownerOnly } from './admin-guard.ts'
import { auditAs } from './audit-as.ts'
import { acceptRawUploads, receiveUpload } from './upload-body.ts'

const tags = ['admin']
const security = [{ bearer: [] }]

/**
 * PUT /api/admin/catalogue/products/:id/master: the clip's master video as the request body;
 * its poster, thumbnail and preview are made by the media queue, whose progress
 * GET /api/admin/catalogue/media-jobs/:id reports.
 */
const catalogMediaRoutes: FastifyPluginAsyncZod<{ maxUploadBytes: number }> = async (
  app,
  { maxUploadBytes },
) => {
  acceptRawUploads(app)

  app.put(
    '/catalogue/products/:id/master',
    {
      ...ownerOnly,
      schema: {
        tags,
        security,
        summary: 'Upload a master clip (body: the video, Content-Type video/*)',
        params: z.object({ id: recordIdParam() }),
        response: {
          202: mediaJobSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, maxUploadBytes)
      try {
        const job = await acceptMaster(
          app.catalogMedia,
          auditAs(request),
          request.params.id,
          upload.file,
          upload.contentType,
        )
        return reply.status(202).send(job)
      } finally {
        await upload.done()
      }
    },
  )

  app.get(
    '/catalogue/media-jobs/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: mediaJobSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => findMediaJob(app.db, request.params.id),
  )
}

export default catalogMediaRoutes
