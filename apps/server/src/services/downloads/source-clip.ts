import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema.ts'
import { isLocalStore } from '../storage/create-store.ts'
import type { ObjectStore } from '../storage/object-store.ts'

export interface SourceClip {
  productId: number
  slug: string
  title: string
  file: string
  /** The first 16 hex digits of the file's SHA-256: the same on every machine. */
  version: string
  /** Set when the source is a custom order's finished master rather than the catalogue clip. */
  customOrderId?: number
  /** The uploaded master in storage, when there is one (fetched to `file` by localSource). */
  masterKey?: string
}

const MEDIA_PREFIX = '/media/'
const versions = new Map<string, { stamp: string; version: string }>()

/** Where masters kept in S3 are copied to be converted, one file per version. */
const MASTER_CACHE = path.join(tmpdir(), 'marquee-masters')

/**
 * The clip's source and its version; null for an unknown product. An uploaded master (the
 * back office's media job sets it) comes first, with the version its upload gave it, so
 * renditions of an older master are never served for it; otherwise the file under MEDIA_DIR.
 */
export async function sourceClip(
  db: Database,
  mediaDir: string,
  productId: number,
  store: ObjectStore,
): Promise<SourceClip | null> {
  const [product] = await db
    .select({
      slug: products.slug,
      title: products.title,
      videoLink: products.videoLink,
      masterKey: products.masterKey,
      masterVersion: products.masterVersion,
    })
    .from(products)
    .where(eq(products.id, productId))
  if (product?.masterKey && product.masterVersion) {
    const { slug, title, masterKey, masterVersion } = product
    const file = isLocalStore(store)
      ? store.fileOf(masterKey)
      : path.join(MASTER_CACHE, masterVersion)
    return { productId, slug, title, file, version: masterVersion, masterKey }
  }
  if (!product?.videoLink.startsWith(MEDIA_PREFIX)) return null
  const file = path.join(mediaDir, product.videoLink.slice(MEDIA_PREFIX.length))
  if (!file.startsWith(mediaDir + path.sep)) return null
  return {
    productId,
    slug: product.slug,
    title: product.title,
    file,
    version: await sourceVersion(file),
  }
}

/** Hashing is cached by size and mtime: a replaced file gets a new version, a read costs none. */
async function sourceVersion(file: string): Promise<string> {
  const info = await stat(file)
  const stamp = `${info.size}:${info.mtimeMs}`
  const known = versions.get(file)
  if (known?.stamp === stamp) return known.version
  const version = createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 16)
  versions.set(file, { stamp, version })
  return version
}

/** Makes sure the source is a file on this machine: a master in S3 is copied down once. */
export async function localSource(store: ObjectStore, source: SourceClip): Promise<void> {
  if (!source.masterKey || isLocalStore(store)) return
  if (
    await stat(source.file).then(
      () => true,
      () => false,
    )
  )
    return
  await mkdir(path.dirname(source.file), { recursive: true })
  const partial = `${source.file}.${process.pid}.${Date.now()}.part`
  await pipeline(await store.get(source.masterKey), createWriteStream(partial))
  await rename(partial, source.file)
}
