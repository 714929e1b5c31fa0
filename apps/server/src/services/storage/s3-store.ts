import { createReadStream, createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { FileCache } from './file-cache.ts'
import { assertSafeKey, contentDisposition, type ObjectStore } from './object-store.ts'
import { presignPost } from './post-policy.ts'
import { readStart } from './read-start.ts'

export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string | undefined
  forcePathStyle: boolean
  accessKeyId?: string | undefined
  secretAccessKey?: string | undefined
}

/** Where objects read as files are kept on this machine, and the most bytes kept there. */
export interface LocalCopies {
  dir: string
  maxBytes: number
}

/** An S3 bucket (AWS, MinIO, R2); links are presigned GETs that name the file. */
export function s3Store(
  settings: S3Settings,
  copies: LocalCopies,
): ObjectStore & { client: S3Client } {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default CRC32 checksums send uploads as aws-chunked bodies and add
    // x-amz-checksum-mode to links; S3-compatible servers (s3rver, older MinIO, R2 at
    // times) store the chunk framing as the file. Only where the operation requires it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    // Without explicit keys the SDK's default chain applies (environment, profile, role).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  }
  const client = new S3Client(config)
  const Bucket = settings.bucket
  const cache = new FileCache(copies.dir, copies.maxBytes)
  const get = async (key: string) => {
    assertSafeKey(key)
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
    return answer.Body as Readable
  }
  return {
    client,
    async put(key, file, contentType) {
      assertSafeKey(key)
      const { size } = await stat(file)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      )
    },
    get,
    async localFile(key, use) {
      assertSafeKey(key)
      const fetch = async (file: string) => pipeline(await get(key), createWriteStream(file))
      return cache.use(key, fetch, use)
    },
    async exists(key) {
      assertSafeKey(key)
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound') return false
        throw error
      }
    },
    async peek(key, bytes) {
      assertSafeKey(key)
      const head = await client
        .send(new HeadObjectCommand({ Bucket, Key: key }))
        .catch((error: { name?: string }) => {
          if (error.name === 'NotFound') return null
          throw error
        })
      if (!head) return null
      // An empty object has no first byte to ask for (and s3rver stalls on the range).
      if (head.ContentLength === 0) return { size: 0, start: Buffer.alloc(0) }
      const Range = `bytes=0-${bytes - 1}`
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }))
        const start = await readStart(answer.Body as Readable, bytes)
        // "bytes 0-15/48213": the size of the object these bytes came from, after the slash.
        const size = Number(answer.ContentRange?.split('/')[1] ?? answer.ContentLength)
        return { size, start }
      } catch (error) {
        const name = (error as { name?: string }).name
        // Deleted, or emptied, since the HEAD.
        if (name === 'NoSuchKey') return null
        if (name === 'InvalidRange') return { size: 0, start: Buffer.alloc(0) }
        throw error
      }
    },
    async delete(key) {
      assertSafeKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async downloadUrl(key, filename, ttlSeconds) {
      assertSafeKey(key)
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(filename),
      })
      return getSignedUrl(client, command, { expiresIn: ttlSeconds })
    },
    presignUpload(plan) {
      assertSafeKey(plan.key)
      return presignPost(client, Bucket, plan)
    },
  }
}
