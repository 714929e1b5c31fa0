import {
  apiErrorSchema,
  MAX_LOGO_BYTES,
  UPLOAD_POLICY_SECONDS,
  uploadPresignRequestSchema,
  uploadPresignSchema,
} from '@marquee/core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { customerOf } from '../../../plugins/services/identity.ts'
import { logoKey, logoPrefix } from '../../../services/uploads/logo-key.ts'
import { UPLOADS_PREFIX } from '../../storage/uploads-file.ts'

/**
 * docs/requirements.md §7's /upload/s3: a presigned POST for one logo, for a signed-in customer (docs/requirements.md §10).
 * The policy holds the upload to this key under the caller's prefix, this image type, at most
 * 10 MB and a few minutes; the same answer works against S3 and the local store.
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
      return { ...post, key, fileUrl: `${publicUrl}${UPLOADS_PREFIX}${key}` }
    },
  )
}

export default uploadRoutes
