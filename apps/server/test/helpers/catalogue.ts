import type { FastifyInstance } from 'fastify'
import { expect, vi } from 'vitest'

/** How many clips the shop lists now. */
export async function listedCount(app: FastifyInstance): Promise<number> {
  return ((await app.inject('/api/products')).json() as unknown[]).length
}

/**
 * Rows written straight into the database reach the search index through the catalogue
 * notification, a moment later (as another instance's writes do): wait until the shop
 * lists `count` clips.
 */
export async function untilShopLists(app: FastifyInstance, count: number): Promise<void> {
  await vi.waitFor(async () => expect(await listedCount(app)).toBe(count), {
    timeout: 15_000,
    interval: 50,
  })
}
