import type { PGlite } from '@electric-sql/pglite'
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { DatabaseHandle } from './client.ts'

const RETRY_MS = 5000

/**
 * Receives a NOTIFY payload, or undefined when notifications may have been missed (the
 * connection dropped, or came back after a drop): whoever listens then re-reads the state.
 */
export type OnNotification = (payload: string | undefined) => void

/**
 * Calls `onNotification` for every NOTIFY on `channel` from any instance, by LISTEN on a
 * dedicated connection (PostgreSQL) or PGlite's own listener. Returns the function that
 * stops it. If the connection drops it reconnects.
 */
export async function listenForNotifications(
  handle: DatabaseHandle,
  channel: string,
  onNotification: OnNotification,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const client = (handle.db as unknown as { $client: unknown }).$client
  if (handle.kind === 'pglite') {
    return (client as PGlite).listen(channel, (payload) => onNotification(payload))
  }
  return listenOnPool(client as pg.Pool, channel, onNotification, log)
}

interface Listener {
  client: pg.PoolClient
  /** Gives the connection up for good (a LISTEN session is not handed to other queries). */
  close(error?: Error): void
}

async function listenOnPool(
  pool: pg.Pool,
  channel: string,
  onNotification: OnNotification,
  log: FastifyBaseLogger,
) {
  let stopped = false
  let current: Listener | undefined
  let retry: NodeJS.Timeout | undefined

  const scheduleReconnect = () => {
    if (!stopped) retry = setTimeout(() => void reconnect(), RETRY_MS)
  }
  const reconnect = async () => {
    try {
      await connect()
      onNotification(undefined)
    } catch (error) {
      log.warn({ err: error, channel }, 'database notification listener could not connect')
      scheduleReconnect()
    }
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
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload)
    })
    client.on('error', (error) => {
      if (closed) return
      log.warn({ err: error, channel }, 'database notification listener lost its connection')
      listener.close(error)
      current = undefined
      onNotification(undefined)
      scheduleReconnect()
    })
    try {
      await client.query(`listen ${channel}`)
    } catch (error) {
      listener.close(error as Error)
      throw error
    }
    // Stopped while connecting: nobody would ever give this connection back.
    if (stopped) listener.close()
    else current = listener
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const listener = current
    current = undefined
    if (!listener) return
    await listener.client.query(`unlisten ${channel}`).catch(() => {})
    listener.close()
  }
}
