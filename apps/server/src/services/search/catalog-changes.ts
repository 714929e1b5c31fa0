import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../../db/client.ts'
import { listenForNotifications } from '../../db/notifications.ts'

/** Raised by triggers on every catalogue table (migration 0003). */
export const CATALOG_CHANNEL = 'marquee_catalog_changed'

/**
 * Calls `onChange` whenever any instance writes to the catalogue, and whenever changes may
 * have been missed (a dropped connection); the response cache's TTL covers the gap.
 * Returns the function that stops it.
 */
export function watchCatalogChanges(
  handle: DatabaseHandle,
  onChange: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return listenForNotifications(handle, CATALOG_CHANNEL, () => onChange(), log)
}
