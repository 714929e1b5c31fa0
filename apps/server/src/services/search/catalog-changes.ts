import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle, Transaction } from '../../db/client.ts'
import { listenForNotifications } from '../../db/notifications.ts'

/** Raised by triggers on every catalogue table (migrations 0003 and 0018), and by announceCatalogChange. */
export const CATALOG_CHANNEL = 'marquee_catalog_changed'

/**
 * What a catalogue write touched: product rows (inserted, updated or deleted), the reviews of
 * some products, the shop's own pages (about, FAQ, policies: no product, `ids` empty), or too
 * much to name (labels, an import, a missed notification).
 */
export type CatalogChange =
  | { kind: 'bulk' }
  | { kind: 'products' | 'reviews' | 'pages'; ids: number[] }

/**
 * Reads a NOTIFY payload: `products:1,2`, `reviews:3`, `pages` or `bulk`, with `@<nonce>` after it when a
 * writer announced it (announceCatalogChange). Anything unexpected (an older instance's
 * payload) counts as bulk.
 */
export function parseCatalogChange(payload: string | undefined): CatalogChange {
  if (/^pages(?:@[\w-]+)?$/.test(payload ?? '')) return { kind: 'pages', ids: [] }
  const match = /^(products|reviews):(\d+(?:,\d+)*)(?:@[\w-]+)?$/.exec(payload ?? '')
  if (!match) return { kind: 'bulk' }
  const kind = match[1] as 'products' | 'reviews'
  return { kind, ids: (match[2] as string).split(',').map(Number) }
}

/**
 * Calls `onChange` whenever any instance writes to the catalogue, and with a bulk change
 * whenever changes may have been missed (a dropped connection, payload undefined). Returns
 * the function that stops it.
 */
export function watchCatalogChanges(
  handle: DatabaseHandle,
  onChange: (change: CatalogChange, payload: string | undefined) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return listenForNotifications(
    handle,
    CATALOG_CHANNEL,
    (payload) => onChange(parseCatalogChange(payload), payload),
    log,
  )
}

/**
 * Names what a write changed, in the writer's transaction: `products:<id>@<nonce>`, or
 * `bulk@<nonce>` when it may touch many products (a category or brand). Delivered with the
 * commit to every instance, this one included; the writer waits for it (CatalogChangeWaiters)
 * so its own next answer is already fresh.
 */
export async function announceCatalogChange(
  tx: Transaction,
  productId: number | null | 'pages',
): Promise<string> {
  const subject =
    productId === null ? 'bulk' : productId === 'pages' ? 'pages' : `products:${productId}`
  const payload = `${subject}@${randomUUID()}`
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${payload})`)
  return payload
}

/** Writers waiting until this instance's listener has seen their announcement. */
export class CatalogChangeWaiters {
  private readonly waiting = new Map<string, () => void>()

  constructor(private readonly timeoutMs: number) {}

  /** Resolves when `payload` arrives, when changes may have been missed, or after the timeout. */
  arrival(payload: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.timeoutMs)
      const waiting = this.waiting
      function done() {
        clearTimeout(timer)
        waiting.delete(payload)
        resolve()
      }
      waiting.set(payload, done)
    })
  }

  /** The listener got `payload` (undefined: possibly missed some, so everyone is released). */
  seen(payload: string | undefined): void {
    if (payload === undefined) {
      for (const done of [...this.waiting.values()]) done()
      return
    }
    this.waiting.get(payload)?.()
  }
}
