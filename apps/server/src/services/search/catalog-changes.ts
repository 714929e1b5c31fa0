import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/client.ts'
import { listenForNotifications } from '../../db/notifications.ts'

/** Raised by triggers on every catalogue table (migrations 0003 and 0012). */
export const CATALOG_CHANNEL = 'marquee_catalog_changed'

/**
 * What a catalogue write touched: product rows (inserted, updated or deleted), the reviews of
 * some products, or too much to name (labels, an import, a missed notification).
 */
export type CatalogChange = { kind: 'bulk' } | { kind: 'products' | 'reviews'; ids: number[] }

/** Reads a NOTIFY payload; anything unexpected (an older instance's payload) counts as bulk. */
export function parseCatalogChange(payload: string | undefined): CatalogChange {
  const match = /^(products|reviews):(\d+(?:,\d+)*)$/.exec(payload ?? '')
  if (!match) return { kind: 'bulk' }
  const kind = match[1] as 'products' | 'reviews'
  return { kind, ids: (match[2] as string).split(',').map(Number) }
}

/**
 * Calls `onChange` whenever any instance writes to the catalogue, and with a bulk change
 * whenever changes may have been missed (a dropped connection). Returns the function that
 * stops it.
 */
export function watchCatalogChanges(
  handle: DatabaseHandle,
  onChange: (change: CatalogChange) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return listenForNotifications(
    handle,
    CATALOG_CHANNEL,
    (payload) => onChange(parseCatalogChange(payload)),
    log,
  )
}
