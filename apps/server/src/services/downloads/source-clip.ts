import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { products } from '../../db/schema.ts'

export interface SourceClip {
  productId: number
  slug: string
  title: string
  file: string
  /** The first 16 hex digits of the file's SHA-256: the same on every machine. */
  version: string
  /** Set when the source is a custom order's finished master rather than the catalogue clip. */
  customOrderId?: number
}

const MEDIA_PREFIX = '/media/'
const versions = new Map<string, { stamp: string; version: string }>()

/** The clip's source file under MEDIA_DIR and its version; null for an unknown product. */
export async function sourceClip(
  db: Database,
  mediaDir: string,
  productId: number,
): Promise<SourceClip | null> {
  const [product] = await db
    .select({ slug: products.slug, title: products.title, videoLink: products.videoLink })
    .from(products)
    .where(eq(products.id, productId))
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
