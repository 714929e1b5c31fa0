import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema.ts'
import { CATALOG_MEDIA_PREFIX } from '../storage/catalog-media-prefix.ts'
import type { ObjectStore } from '../storage/object-store.ts'

/**
 * Where a clip's source is: a demo clip by its path under /media/, converted from its clean
 * master under MASTERS_DIR (the path, so a worker with the directory elsewhere finds it); a
 * public preview under MEDIA_DIR (the converter test's sample: it carries the preview mark);
 * or a file in storage (an uploaded master, or its public preview).
 */
export type SourcePlace = { mediaFile: string } | { previewFile: string } | { storageKey: string }

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

const productSources = (db: Database, productId: number) =>
  db
    .select({
      slug: products.slug,
      title: products.title,
      videoLink: products.videoLink,
      masterKey: products.masterKey,
      masterVersion: products.masterVersion,
    })
    .from(products)
    .where(eq(products.id, productId))

/** The file under `dir` that a /media/ address names; null outside it or when it is missing. */
async function fileUnder(dir: string, address: string): Promise<string | null> {
  if (!address.startsWith(MEDIA_PREFIX)) return null
  const file = path.join(dir, address.slice(MEDIA_PREFIX.length))
  if (!file.startsWith(dir + path.sep)) return null
  return (await stat(file).catch(() => null))?.isFile() ? file : null
}

/**
 * The clip's clean source and its version: what a customer's download converts; null for an
 * unknown product or one with no master. An uploaded master (the back office's media job
 * sets it) comes first, with the version its upload gave it, so renditions of an older master
 * are never served for it; otherwise the demo clip's master under MASTERS_DIR, never the
 * marked preview the shop serves at its videoLink.
 */
export async function sourceClip(
  db: Database,
  mastersDir: string,
  productId: number,
): Promise<SourceClip | null> {
  const [product] = await productSources(db, productId)
  if (!product) return null
  const { slug, title, masterKey, masterVersion } = product
  if (masterKey && masterVersion) {
    return { productId, slug, title, version: masterVersion, place: { storageKey: masterKey } }
  }
  const file = await fileUnder(mastersDir, product.videoLink)
  if (!file) return null
  const place = { mediaFile: path.relative(mastersDir, file) }
  return { productId, slug, title, version: await fileVersion(file), place }
}

/**
 * The clip as every visitor gets it, marked as a preview: an uploaded master's preview in
 * storage, or the demo clip's file under MEDIA_DIR; null when it has none. Its version is its
 * own file's, so a rendition of it is never served for a download of the clean master.
 */
export async function previewClip(
  db: Database,
  mediaDir: string,
  productId: number,
): Promise<SourceClip | null> {
  const [product] = await productSources(db, productId)
  if (!product) return null
  const { slug, title, videoLink, masterKey, masterVersion } = product
  if (masterKey && masterVersion) {
    if (!videoLink.startsWith(CATALOG_MEDIA_PREFIX)) return null
    const place = { storageKey: videoLink.slice(CATALOG_MEDIA_PREFIX.length) }
    return { productId, slug, title, version: `${masterVersion}-preview`, place }
  }
  const file = await fileUnder(mediaDir, videoLink)
  if (!file) return null
  const place = { previewFile: path.relative(mediaDir, file) }
  return { productId, slug, title, version: await fileVersion(file), place }
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
  { store, mediaDir, mastersDir }: { store: ObjectStore; mediaDir: string; mastersDir: string },
  source: SourceClip,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const { place } = source
  if ('mediaFile' in place) return use(path.join(mastersDir, place.mediaFile))
  if ('previewFile' in place) return use(path.join(mediaDir, place.previewFile))
  return store.localFile(place.storageKey, use)
}
