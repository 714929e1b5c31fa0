import type { Product } from '@marquee/core'

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Enough of a product for the lists to render it. Stored lists come from an earlier visit,
 * another tab or a hand edit, so each entry is checked before it is trusted.
 */
export const isStoredProduct = (value: unknown): value is Product =>
  isRecord(value) &&
  Number.isInteger(value.id) &&
  typeof value.title === 'string' &&
  typeof value.price === 'number' &&
  Number.isFinite(value.price)
