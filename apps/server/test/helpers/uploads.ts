import type { UploadPresign } from '@marquee/core'
import type { FastifyInstance } from 'fastify'
import { bearer, type Tokens } from './oidc-flow.ts'

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script><rect width="10" height="10" fill="red"/></svg>',
)

export function presign(
  app: FastifyInstance,
  tokens: Tokens | null,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/upload/s3',
    payload: body,
    ...(tokens ? { headers: bearer(tokens) } : {}),
  })
}

/** The browser's multipart POST: every field of the presign, then the file last. */
export async function multipartBody(fields: Record<string, string>, file: Buffer, type: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([file], { type }), 'logo')
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

/** Posts a file with the fields of a presign to the local store's upload route. */
export async function postUpload(
  app: FastifyInstance,
  post: Pick<UploadPresign, 'url' | 'fields'>,
  file: Buffer,
  type: string,
) {
  const body = await multipartBody(post.fields, file, type)
  return app.inject({ method: 'POST', url: new URL(post.url).pathname, ...body })
}
