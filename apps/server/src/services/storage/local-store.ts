import { createReadStream } from 'node:fs'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { assertSafeKey, type ObjectStore } from './object-store.ts'
import { signDownload } from './signed-url.ts'

/** The route of the store's own that serves signed local links (routes/downloads-file.ts). */
export const LOCAL_DOWNLOAD_PREFIX = '/downloads/'

/** Files under `root` on this machine; links are HMAC-signed and served by this server. */
export function localStore(root: string, publicUrl: string, secret: string) {
  const fileOf = (key: string) => {
    assertSafeKey(key)
    return path.join(root, key)
  }
  const store: ObjectStore & { root: string; fileOf(key: string): string; secret: string } = {
    kind: 'local',
    root,
    secret,
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
    async exists(key) {
      return stat(fileOf(key)).then(
        (info) => info.isFile(),
        () => false,
      )
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
  }
  return store
}

export type LocalStore = ReturnType<typeof localStore>
