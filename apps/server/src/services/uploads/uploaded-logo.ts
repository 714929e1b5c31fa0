import { type LogoContentType, MAX_LOGO_BYTES } from '@marquee/core'
import { badRequest } from '../../http-error.ts'
import { assertSafeKey, type ObjectStore } from '../storage/object-store.ts'
import { bytesMatchType } from './image-bytes.ts'
import { keyOfLogoUrl, logoPrefix, logoUrl, typeOfKey } from './logo-key.ts'

/** What checking a customer's uploaded logo needs: the store it went to, the shop's address. */
export interface UploadedLogos {
  store: ObjectStore
  publicUrl: string
}

const NOT_YOURS = 'attach a logo you uploaded here'

/** The bytes that tell a type: a raster's signature; an SVG whole (its root and well-formedness). */
const bytesToRead = (type: LogoContentType) => (type === 'image/svg+xml' ? MAX_LOGO_BYTES : 16)

const NAMES: Record<LogoContentType, string> = {
  'image/jpeg': 'a JPG',
  'image/png': 'a PNG',
  'image/svg+xml': 'an SVG',
  'image/webp': 'a WebP',
}

export const notAnImage = (type: LogoContentType) =>
  `its contents are not ${NAMES[type]} image; choose a JPG, PNG, SVG or WebP file`

/** The type of a key under the customer's own logos prefix, or null for any other key. */
export function ownLogoType(ownerId: string, key: string): LogoContentType | null {
  try {
    assertSafeKey(key)
  } catch {
    return null
  }
  return (key.startsWith(logoPrefix(ownerId)) && typeOfKey(key)) || null
}

/**
 * The upload at `key`'s first bytes (at least those that tell its type), or why it cannot be
 * attached: it must exist, be at most MAX_LOGO_BYTES and its bytes the image its key names. An
 * upload that fails is deleted, so nothing unchecked stays in the bucket to be linked later.
 */
async function readChecked(
  store: ObjectStore,
  key: string,
  type: LogoContentType,
  bytes = 0,
): Promise<{ start: Buffer; problem: null } | { problem: string }> {
  const found = await store.peek(key, Math.max(bytes, bytesToRead(type)))
  if (!found) return { problem: 'the upload was not found: choose the file again' }
  const problem =
    found.size === 0
      ? 'the file is empty'
      : found.size > MAX_LOGO_BYTES
        ? 'larger than the 10 MB a logo may be'
        : bytesMatchType(found.start, type)
          ? null
          : notAnImage(type)
  if (!problem) return { start: found.start, problem }
  await store.delete(key)
  return { problem }
}

/** Why the upload at `key` cannot be attached, or null when it can (readChecked). */
const problemWith = async (store: ObjectStore, key: string, type: LogoContentType) =>
  (await readChecked(store, key, type)).problem

/**
 * An upload the browser says is finished: its address once its bytes are checked; else 400
 * naming `key` (not the caller's upload) or `file` (what is wrong with the file itself).
 */
export async function finishedUpload(logos: UploadedLogos, ownerId: string, key: string) {
  const type = ownLogoType(ownerId, key)
  if (!type) throw badRequest(`key: ${NOT_YOURS}`)
  const problem = await problemWith(logos.store, key, type)
  if (problem) throw badRequest(`file: ${problem}`)
  return logoUrl(logos.publicUrl, key)
}

/**
 * The caller's own upload at `key`, checked as an attached logo is, and its type and first
 * `bytes` bytes; else 400 naming `field`.
 */
export async function readOwnUpload(
  logos: UploadedLogos,
  ownerId: string,
  key: string,
  field: string,
  bytes: number,
): Promise<{ type: LogoContentType; start: Buffer }> {
  const type = ownLogoType(ownerId, key)
  if (!type) throw badRequest(`${field}: ${NOT_YOURS}`)
  const read = await readChecked(logos.store, key, type, bytes)
  if (read.problem !== null) throw badRequest(`${field}: ${read.problem}`)
  return { type, start: read.start }
}

/**
 * Checks each logo address before it is attached to an order or a request: the caller's own
 * upload on this store, its bytes checked now (whatever went before: a browser can post to the
 * bucket again while its form lasts). 400 naming the field of the first that fails.
 */
export async function assertAttachable(
  logos: UploadedLogos,
  ownerId: string,
  attached: ReadonlyArray<{ field: string; url: string }>,
): Promise<void> {
  for (const { field, url } of attached) {
    const key = keyOfLogoUrl(logos.publicUrl, url)
    const type = key === null ? null : ownLogoType(ownerId, key)
    if (key === null || !type) throw badRequest(`${field}: ${NOT_YOURS}`)
    const problem = await problemWith(logos.store, key, type)
    if (problem) throw badRequest(`${field}: ${problem}`)
  }
}
