/**
 * Where the shop reads catalogue media kept in storage (routes/storage/catalog-media.ts): a
 * clip's public poster, thumbnail and preview are addressed `${CATALOG_MEDIA_PREFIX}${key}`.
 */
export const CATALOG_MEDIA_PREFIX = '/catalog-media/'
