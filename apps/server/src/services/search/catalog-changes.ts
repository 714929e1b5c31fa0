import type { PGlite } from '@electric-sql/pglite'
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { DatabaseHandle } from '../../db/client.ts'

/** Raised by triggers on every catalogue table (migration 0003). */
export const CATALOG_CHANNEL = 'marquee_catalog_changed'
const RETRY_MS = 5000

/**
 * Calls `onChange` whenever any instance writes to the catalogue, by LISTEN on a dedicated
 * connection (PostgreSQL) or PGlite's own listener. Returns the function that stops it.
 * If the connection drops it reconnects; the response cache's TTL covers the gap.
 */
export async function watchCatalogChanges(
  handle: DatabaseHandle,
  onChange: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const client = (handle.db as unknown as { $client: unknown }).$client
  if (handle.kind === 'pglite') {
    return (client as PGlite).listen(CATALOG_CHANNEL, onChange)
  }
  return listenOnPool(client as pg.Pool, onChange, log)
}

interface Listener {
  client: pg.PoolClient
  /** Gives the connection up for good (a LISTEN session is not handed to other queries). */
  close(error?: Error): void
}

async function listenOnPool(pool: pg.Pool, onChange: () => void, log: FastifyBaseLogger) {
  let stopped = false
  let current: Listener | undefined
  let retry: NodeJS.Timeout | undefined

  const scheduleReconnect = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(onConnectError), RETRY_MS)
  }
  const onConnectError = (error: unknown) => {
    log.warn({ err: error }, 'catalogue change listener could not connect')
    scheduleReconnect()
  }
  const connect = async (): Promise<void> => {
    const client = await pool.connect()
    let closed = false
    const listener: Listener = {
      client,
      close(error) {
        if (closed) return
        closed = true
        client.release(error ?? true)
      },
    }
    client.on('notification', onChange)
    client.on('error', (error) => {
      if (closed) return
      log.warn({ err: error }, 'catalogue change listener lost its connection')
      listener.close(error)
      current = undefined
      onChange()
      scheduleReconnect()
    })
    try {
      await client.query(`listen ${CATALOG_CHANNEL}`)
    } catch (error) {
      listener.close(error as Error)
      throw error
    }
    current = listener
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const listener = current
    current = undefined
    if (!listener) return
    await listener.client.query(`unlisten ${CATALOG_CHANNEL}`).catch(() => {})
    listener.close()
  }
}
