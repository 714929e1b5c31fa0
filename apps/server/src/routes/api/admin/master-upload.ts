import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../../../http-error.ts'

/** The video types a finished master may be sent as (the body is the file itself). */
export const MASTER_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/x-msvideo',
  'video/mpeg',
  'application/octet-stream',
]

export interface ReceivedFile {
  file: string
  bytes: number
  /** Removes the temporary file. */
  discard(): Promise<void>
}

/**
 * Streams an uploaded master to a private temporary file, counting as it goes: a body over
 * `maxBytes` (by its Content-Length, or counted) is refused with 413 and nothing is kept.
 * Never buffered in memory.
 */
export function acceptMasterUploads(app: FastifyInstance, maxBytes: number): void {
  const tooLarge = () =>
    new HttpError(413, `body: the clip is larger than ${Math.floor(maxBytes / 1048576)} MB`)
  app.addContentTypeParser(MASTER_TYPES, (request, payload, done) => {
    // A body that says it is too large is refused before a byte of it is read.
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) return done(tooLarge())
    const dir = path.join(tmpdir(), 'marquee-masters', randomUUID())
    const file = path.join(dir, 'upload')
    const discard = () => rm(dir, { recursive: true, force: true })
    let bytes = 0
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        bytes += chunk.length
        next(bytes > maxBytes ? tooLarge() : null, chunk)
      },
    })
    mkdir(dir, { recursive: true })
      .then(() => pipeline(payload, counter, createWriteStream(file)))
      .then(
        () => done(null, { file, bytes, discard } satisfies ReceivedFile),
        async (error: unknown) => {
          await discard()
          done(error as Error, undefined)
        },
      )
  })
}
