// What a logo upload may be, apart from the upload's zod schemas (uploads.ts): the
// storefront's order form checks a picked file against it on first load.

/** docs/requirements.md §2/§9 and docs/requirements.md §10: the images a logo may be, and how large. */
export const LOGO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/webp',
] as const
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number]
export const MAX_LOGO_BYTES = 10 * 1024 * 1024

/** The customisation text's logo line (docs/requirements.md §9). */
export const logoLine = (url: string) => `Logo URL: ${url}`
