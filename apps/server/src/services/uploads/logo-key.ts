import type { LogoContentType } from '@marquee/core'

export const EXTENSIONS: Record<LogoContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
}

const TYPES_BY_EXTENSION = new Map(
  Object.entries(EXTENSIONS).map(([type, extension]) => [extension, type as LogoContentType]),
)

/** The image type a stored logo's key names, from the extension logoKey gave it. */
export const typeOfKey = (key: string): LogoContentType | undefined =>
  TYPES_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1))

/** The path uploaded logos are served under (routes/storage/uploads-file.ts). */
export const UPLOADS_PREFIX = '/uploads/'

/** Where the logo at `key` is served: the address an order or a request carries. */
export const logoUrl = (publicUrl: string, key: string) => `${publicUrl}${UPLOADS_PREFIX}${key}`

/** The key of a logo address this store serves, or null for any other address. */
export function keyOfLogoUrl(publicUrl: string, url: string): string | null {
  const served = `${publicUrl}${UPLOADS_PREFIX}`
  return url.startsWith(served) ? url.slice(served.length) : null
}

/** Every logo of one customer lives under this prefix; the upload policy holds them to it. */
export const logoPrefix = (userId: string) => `logos/${userId}/`

/**
 * docs/requirements.md §9's `logos/{timestamp}-{filename}` under the customer's own prefix. The name keeps
 * letters, digits, '-' and '_' (a safe storage key and URL) and takes the extension of the
 * type it is uploaded as, so the file is later served as that type and no other.
 */
export function logoKey(
  userId: string,
  filename: string,
  contentType: LogoContentType,
  now = Date.now(),
): string {
  const base = filename
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 80)
  return `${logoPrefix(userId)}${now}-${base || 'logo'}.${EXTENSIONS[contentType]}`
}
