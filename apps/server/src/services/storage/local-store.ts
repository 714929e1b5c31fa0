import { createHmac } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { S3Client } from '@aws-sdk/client-s3'
import { assertSafeKey, type ObjectStore } from './object-store.ts'
import { presignPost } from './post-policy.ts'
import { signDownload } from './signed-url.ts'

/** The route of the store's own that serves signed local links (routes/storage/downloads-file.ts). */
export const LOCAL_DOWNLOAD_PREFIX = '/downloads/'

/** Where the local store takes presigned POSTs (routes/storage/uploads-file.ts). */
export const LOCAL_UPLOAD_PATH = '/uploads'

/**
 * Files under `root` on this machine; links are HMAC-signed and served by this server, and
 * uploads are presigned POSTs signed as S3 signs them, with a key derived from the store's.
 */
export function localStore(root: string, publicUrl: string, secret: string) {
  const fileOf = (key: string) => {
    assertSafeKey(key)
    return path.join(root, key)
  }
  const uploadCredentials = {
    accessKeyId: 'marquee-local',
    secretAccessKey: createHmac('sha256', secret).update('upload-policy').digest('base64url'),
  }
  // Only signs: createPresignedPost reads the region, the keys and the clock from a client.
  // Made on the first upload, so a store that takes none never builds an AWS client.
  let signer: S3Client | undefined
  const uploadSigner = () => {
    signer ??= new S3Client({
      region: 'local',
      endpoint: publicUrl,
      forcePathStyle: true,
      credentials: uploadCredentials,
    })
    return signer
  }
  const store = {
    root,
    secret,
    uploadCredentials,
    fileOf,
    async put(key, file) {
      const target = fileOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      // Copy beside the target, then rename: a reader sees the whole file or none.
      const partial = `${target}.${process.pid}.${Date.now()}.part`
      await copyFile(file, partial)
      await rename(partial, target)
    },
    async get(key): Promise<Readable> {
      return createReadStream(fileOf(key))
    },
    async localFile(key, use) {
      return use(fileOf(key))
    },
    async exists(key) {
      return stat(fileOf(key)).then(
        (info) => info.isFile(),
        () => false,
      )
    },
    async peek(key, bytes) {
      const handle = await open(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw error
      })
      if (!handle) return null
      try {
        const info = await handle.stat()
        if (!info.isFile()) return null
        const start = Buffer.alloc(Math.min(bytes, info.size))
        const { bytesRead } = await handle.read(start, 0, start.length, 0)
        return { size: info.size, start: start.subarray(0, bytesRead) }
      } finally {
        await handle.close()
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true })
    },
    async downloadUrl(key, filename, ttlSeconds) {
      assertSafeKey(key)
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds
      const query = signDownload(secret, key, filename, expires)
      const search = new URLSearchParams({
        expires: String(query.expires),
        filename: query.filename,
        sig: query.sig,
      })
      return `${publicUrl}${LOCAL_DOWNLOAD_PREFIX}${key}?${search}`
    },
    async presignUpload(plan) {
      assertSafeKey(plan.key)
      const { fields } = await presignPost(uploadSigner(), 'uploads', plan)
      return { url: `${publicUrl}${LOCAL_UPLOAD_PATH}`, fields }
    },
  } satisfies ObjectStore & Record<string, unknown>
  return store
}

export type LocalStore = ReturnType<typeof localStore>
