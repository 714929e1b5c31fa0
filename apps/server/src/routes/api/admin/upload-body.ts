import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../../../http-error.ts'

/** The master's bytes arrive as the request body, typed video/* (or octet-stream). */
export const UPLOAD_CONTENT_TYPES = /^(?:video\/[\w.+-]+|application\/octet-stream)$/

const tooLarge = (limit: number) =>
  new HttpError(413, `file: the clip is larger than the ${Math.round(limit / 1048576)} MB limit`)

/** Hands the body over as a stream: the route writes it to disk under its own limit. */
export function acceptRawUploads(app: FastifyInstance) {
  app.addContentTypeParser(UPLOAD_CONTENT_TYPES, (_request, payload, done) => done(null, payload))
}

/**
 * Writes the request body to a private temporary file, refusing (413) one over `limit` bytes,
 * by its Content-Length up front or by counting. The caller removes the directory (`done`).
 */
export async function receiveUpload(request: FastifyRequest, limit: number) {
  const body = request.body as NodeJS.ReadableStream | undefined
  if (!body || typeof body.pipe !== 'function') {
    throw new HttpError(
      415,
      'file: send the clip itself as the request body, with a video/* Content-Type',
    )
  }
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit)
  const dir = path.join(tmpdir(), 'marquee-uploads', randomUUID())
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, 'upload')
  let received = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length
      callback(received > limit ? tooLarge(limit) : null, chunk)
    },
  })
  const done = () => rm(dir, { recursive: true, force: true })
  try {
    await pipeline(body, counter, createWriteStream(file))
  } catch (error) {
    await done()
    throw error instanceof HttpError ? error : new HttpError(400, 'file: the upload was cut short')
  }
  if (received === 0) {
    await done()
    throw new HttpError(400, 'file: the upload is empty')
  }
  return { file, contentType: String(request.headers['content-type']), done }
}
