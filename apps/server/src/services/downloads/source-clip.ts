import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema.ts'
import type { ObjectStore } from '../storage/object-store.ts'

/**
 * Where a clip's source is: a file under MEDIA_DIR (its path there, so a worker with MEDIA_DIR
 * elsewhere finds it), or an uploaded master in storage.
 */
export type SourcePlace = { mediaFile: string } | { storageKey: string }

/**
 * A clip's source as the download request resolved it: the worker converts this one (it
 * travels in the conversion job), so the version recorded is the version converted.
 */
export interface SourceClip {
  productId: number
  slug: string
  title: string
  /** The first 16 hex digits of the file's SHA-256: the same on every machine. */
  version: string
  /** Set when the source is a custom order's finished master rather than the catalogue clip. */
  customOrderId?: number
  place: SourcePlace
}

const MEDIA_PREFIX = '/media/'
const versions = new Map<string, { stamp: string; version: string }>()

/**
 * The clip's source and its version; null for an unknown product. An uploaded master (the
 * back office's media job sets it) comes first, with the version its upload gave it, so
 * renditions of an older master are never served for it; otherwise the file under MEDIA_DIR.
 */
export async function sourceClip(
  db: Database,
  mediaDir: string,
  productId: number,
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
    return { productId, slug, title, version: masterVersion, place: { storageKey: masterKey } }
  }
  if (!product?.videoLink.startsWith(MEDIA_PREFIX)) return null
  const file = path.join(mediaDir, product.videoLink.slice(MEDIA_PREFIX.length))
  if (!file.startsWith(mediaDir + path.sep)) return null
  return {
    productId,
    slug: product.slug,
    title: product.title,
    version: await fileVersion(file),
    place: { mediaFile: path.relative(mediaDir, file) },
  }
}

/**
 * A clip file's version: the first 16 hex digits of its SHA-256. Hashing is cached by size and
 * mtime: a replaced file gets a new version, a read costs none.
 */
export async function fileVersion(file: string): Promise<string> {
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

/** Runs `use` with the source as a file on this machine, for ffmpeg (ObjectStore.localFile). */
export function withSourceFile<T>(
  { store, mediaDir }: { store: ObjectStore; mediaDir: string },
  source: SourceClip,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const { place } = source
  return 'mediaFile' in place
    ? use(path.join(mediaDir, place.mediaFile))
    : store.localFile(place.storageKey, use)
}
