import { randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../../config/config.ts'
import type { Database } from '../../db/client.ts'
import { loadOrCreate } from '../identity/server-secrets.ts'
import { type LocalStore, localStore } from './local-store.ts'
import type { ObjectStore } from './object-store.ts'
import { s3Store } from './s3-store.ts'

/**
 * The store, and the local store again when it is that one: its signed links and uploads are
 * served by this server (plugins/infra/storage.ts registers their routes). No one else asks.
 */
export type CreatedStore = { store: ObjectStore; local: LocalStore | null }

/** S3 when S3_BUCKET is set, else files under DATA_DIR/storage signed with a per-install key. */
export async function createStore(config: Config, db: Database): Promise<CreatedStore> {
  if (config.S3_BUCKET) {
    const store = s3Store(
      {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      },
      {
        dir: path.join(config.DATA_DIR, 'object-cache'),
        maxBytes: config.OBJECT_CACHE_MB * 1024 * 1024,
      },
    )
    return { store, local: null }
  }
  const secret = await loadOrCreate(db, 'download_url_key', async () =>
    randomBytes(32).toString('base64url'),
  )
  const root = path.join(config.DATA_DIR, 'storage')
  await mkdir(root, { recursive: true })
  const local = localStore(root, config.PUBLIC_URL, secret)
  return { store: local, local }
}
