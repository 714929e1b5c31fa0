/** A box on the sign in its pixels (personalization-layout's SignBox). */
interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/**
 * A personalisation's customer logo rides beside its texts under this name (a template field
 * may not take it): the storage key of a PNG, JPG or WebP the customer uploaded.
 */
export const PERSONAL_LOGO = 'logo'

/** The pictures a sign logo may be: what ffmpeg decodes without running a renderer (no SVG). */
export const SIGN_LOGO_EXTENSIONS = ['png', 'jpg', 'webp'] as const
export type SignLogoExtension = (typeof SIGN_LOGO_EXTENSIONS)[number]

/** A logo key's picture type, from its extension; null for any other key. */
export function signLogoExtension(key: string): SignLogoExtension | null {
  const extension = key.slice(key.lastIndexOf('.') + 1)
  return SIGN_LOGO_EXTENSIONS.find((known) => known === extension) ?? null
}

/** A logo wider or taller than this is refused: its decoded frame must stay small in memory. */
export const MAX_SIGN_LOGO_SIDE = 4096

/** The key an upload gets (the server's logoKey): `logos/<customer>/<time>-<name>.<ext>`. */
const LOGO_KEY = /^logos\/[A-Za-z0-9_-]{1,64}\/\d{1,16}-[A-Za-z0-9_-]{1,80}\.(png|jpg|webp)$/

/** Why `value` cannot be a personalisation's logo key, or null when its shape is right. */
export function logoKeyProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'must be the key of a logo you uploaded'
  if (/\.svg$/i.test(value)) return 'a sign logo must be a PNG, JPG or WebP picture, not an SVG'
  return LOGO_KEY.test(value) ? null : 'must be the key of a logo you uploaded'
}

/** The customer's logo key in a personalisation, or null when none was given. */
export const personalLogoKey = (personalization: Record<string, string> | null | undefined) =>
  personalization?.[PERSONAL_LOGO] ?? null

/** The texts a personalisation shows, in order, without its logo. */
export const personalWords = (personalization: Record<string, string> | null | undefined) =>
  Object.entries(personalization ?? {})
    .filter(([name]) => name !== PERSONAL_LOGO)
    .map(([, text]) => text)

/**
 * Where a logo of `image`'s size is drawn in a box on the sign, in whole LEDs: as large as
 * fits the box without changing its shape, centred in it. The storefront's preview and the
 * worker's overlay both draw it here; null when the box shows less than one LED.
 */
export function logoRect(box: Rect, image: { width: number; height: number }): Rect | null {
  if (box.width < 1 || box.height < 1 || image.width < 1 || image.height < 1) return null
  const scale = Math.min(box.width / image.width, box.height / image.height)
  const width = Math.max(1, Math.min(Math.floor(box.width), Math.round(image.width * scale)))
  const height = Math.max(1, Math.min(Math.floor(box.height), Math.round(image.height * scale)))
  return {
    x: Math.round(box.x + (box.width - width) / 2),
    y: Math.round(box.y + (box.height - height) / 2),
    width,
    height,
  }
}

/** '“JOE'S GARAGE” · “ONLY $19.99” · your logo': what a personalisation puts on the clip; null: nothing. */
export function describePersonalization(
  personalization: Record<string, string> | null | undefined,
): string | null {
  const parts = [
    ...personalWords(personalization).map((text) => `“${text}”`),
    ...(personalLogoKey(personalization) ? ['your logo'] : []),
  ]
  return parts.length > 0 ? parts.join(' · ') : null
}
