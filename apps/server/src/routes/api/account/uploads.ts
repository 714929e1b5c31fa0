import {
  apiErrorSchema,
  MAX_LOGO_BYTES,
  UPLOAD_POLICY_SECONDS,
  uploadCompleteRequestSchema,
  uploadCompleteSchema,
  uploadPresignRequestSchema,
  uploadPresignSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { customerOf } from '../../../plugins/services/identity.ts'
import { logoKey, logoPrefix, logoUrl } from '../../../services/uploads/logo-key.ts'
import { finishedUpload } from '../../../services/uploads/uploaded-logo.ts'

/**
 * docs/requirements.md §7's /upload/s3: a presigned POST for one logo, for a signed-in customer (docs/requirements.md §10).
 * The policy holds the upload to this key under the caller's prefix, this image type, at most
 * 10 MB and a few minutes; the same answer works against S3 and the local store. Then
 * /upload/s3/complete checks the bytes that arrived, on either store alike.
 */
const uploadRoutes: FastifyPluginAsyncZod<{ publicUrl: string; perMinute: number }> = async (
  app,
  { publicUrl, perMinute },
) => {
  app.post(
    '/upload/s3',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        security: [{ bearer: [] }],
        body: uploadPresignRequestSchema,
        response: {
          200: uploadPresignSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const customer = customerOf(request)
      const { filename, contentType } = request.body
      const key = logoKey(customer.id, filename, contentType)
      const post = await app.store.presignUpload({
        key,
        prefix: logoPrefix(customer.id),
        contentType,
        maxBytes: MAX_LOGO_BYTES,
        expiresSeconds: UPLOAD_POLICY_SECONDS,
      })
      return { ...post, key, fileUrl: logoUrl(publicUrl, key) }
    },
  )

  app.post(
    '/upload/s3/complete',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        security: [{ bearer: [] }],
        body: uploadCompleteRequestSchema,
        response: {
          200: uploadCompleteSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { key } = request.body
      const fileUrl = await finishedUpload(app.uploadedLogos, customerOf(request).id, key)
      return { key, fileUrl }
    },
  )
}

export default uploadRoutes
