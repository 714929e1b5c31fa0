import { deflateSync } from 'node:zlib'
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

/** The store's check of an upload that arrived: 200 with its address, or 400. */
export const completeUpload = (app: FastifyInstance, tokens: Tokens, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/upload/s3/complete',
    payload: { key },
    headers: bearer(tokens),
  })

/** Uploads a logo as the browser does (presign, POST, complete); its storage key. */
export async function uploadLogo(
  app: FastifyInstance,
  tokens: Tokens,
  file: Buffer,
  filename: string,
  contentType: string,
): Promise<string> {
  const post = (await presign(app, tokens, { filename, contentType })).json() as UploadPresign
  const upload = await postUpload(app, post, file, contentType)
  if (upload.statusCode !== 204) throw new Error(`upload refused: ${upload.body}`)
  const done = await completeUpload(app, tokens, post.key)
  if (done.statusCode !== 200) throw new Error(`upload not accepted: ${done.body}`)
  return post.key
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG of one colour (RGBA), `width` x `height`. */
export function solidPng(width: number, height: number, rgba: [number, number, number, number]) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgba).flat())])
  const pixels = deflateSync(Buffer.concat(Array(height).fill(row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
