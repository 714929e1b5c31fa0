import { randomUUID } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import multipart from '@fastify/multipart'
import { LOGO_CONTENT_TYPES, type LogoContentType, MAX_LOGO_BYTES } from '@marquee/core'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { badRequest, HttpError, notFound } from '../../http-error.ts'
import type { LocalStore } from '../../services/storage/local-store.ts'
import { assertSafeKey, type ObjectStore } from '../../services/storage/object-store.ts'
import { verifyPostPolicy } from '../../services/storage/verify-post-policy.ts'
import { bytesMatchType } from '../../services/uploads/image-bytes.ts'
import { typeOfKey, UPLOADS_PREFIX } from '../../services/uploads/logo-key.ts'
import { readUpTo } from '../../services/uploads/read-up-to.ts'
import { notAnImage } from '../../services/uploads/uploaded-logo.ts'

/** An uploaded image, served so an SVG can never run script on this site (docs/requirements.md §10). */
function sendImage(reply: FastifyReply, type: LogoContentType, bytes: Buffer) {
  reply.header('content-type', type)
  reply.header('x-content-type-options', 'nosniff')
  reply.header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
  reply.header('content-disposition', type === 'image/svg+xml' ? 'attachment' : 'inline')
  reply.header('cache-control', 'private, max-age=3600')
  return reply.send(bytes)
}

/**
 * Uploaded logos: read back through this server from either store (the bytes are checked
 * again here, for files that went straight to S3).
 */
const uploadFileRoutes: FastifyPluginAsync<{ store: ObjectStore }> = async (app, { store }) => {
  app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    const type = typeOfKey(key)
    try {
      assertSafeKey(key)
    } catch {
      throw notFound('No upload has this address')
    }
    if (!key.startsWith('logos/') || !type || !(await store.exists(key))) {
      throw notFound('No upload has this address')
    }
    const bytes = await readUpTo(await store.get(key), MAX_LOGO_BYTES)
    if (!bytes || !bytesMatchType(bytes, type)) throw notFound('No upload has this address')
    return sendImage(reply, type, bytes)
  })
}

/** The local store's presigned POST, checked as S3 checks it (S3 takes its own). */
export const localUploadRoutes: FastifyPluginAsync<{ store: LocalStore }> = async (
  app,
  { store },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 20, fieldSize: 16_384, parts: 22 },
  })
  app.post(UPLOADS_PREFIX.slice(0, -1), { schema: { hide: true } }, async (request, reply) => {
    const fields: Record<string, string> = {}
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
        continue
      }
      // As S3 does, the policy covers the fields sent before the file; nothing after it.
      const check = verifyPostPolicy(fields, store.uploadCredentials)
      if (!check.ok) throw new HttpError(403, `${check.field}: ${check.message}`)
      const type = check.contentType as LogoContentType
      if (!LOGO_CONTENT_TYPES.includes(type)) {
        throw badRequest('file: choose a JPG, PNG, SVG or WebP file')
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null
        throw error
      })
      if (!bytes || bytes.length > check.maxBytes) {
        throw badRequest('file: larger than the 10 MB a logo may be')
      }
      if (bytes.length === 0) throw badRequest('file: the file is empty')
      if (!bytesMatchType(bytes, type)) throw badRequest(`file: ${notAnImage(type)}`)
      const staged = path.join(tmpdir(), `marquee-upload-${randomUUID()}`)
      try {
        await writeFile(staged, bytes)
        await store.put(check.key, staged)
      } finally {
        await rm(staged, { force: true })
      }
      return reply.status(204).send()
    }
    throw badRequest('file: add the file after the form fields')
  })
}

export default uploadFileRoutes
