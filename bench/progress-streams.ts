import { setMaxListeners } from 'node:events'
import type { DatabaseHandle } from '../apps/server/src/db/client.ts'
import type { StatementLog } from './statement-count.ts'

/** Progress streams open at once, and how long nothing changes while they are counted. */
export const STREAMS = 50
export const QUIET_SECONDS = 5

export interface StreamFigures {
  streams: number
  seconds: number
  /** Statements in the quiet window with no stream open (the job queue's own polling). */
  withoutStreams: number
  /** Statements in an equal quiet window with every stream open. */
  withStreams: number
  /** Of those, the ones that read or write a download: what the streams themselves cost. */
  aboutDownloads: number
  /** Statements about downloads from one download's change until its stream shows it. */
  oneChange: number
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000))
const aboutDownloads = (text: string) => /\bdownloads\b/.test(text)

/**
 * Opens STREAMS progress streams (GET /api/downloads/{id}/events) on downloads that are
 * converting but do not move, and counts the statements the store runs in QUIET_SECONDS,
 * against an equal window with none open: a stream that reads only when the database says
 * its download changed costs none.
 */
export async function measureQuietStreams(
  address: string,
  headers: Record<string, string>,
  database: DatabaseHandle,
  log: StatementLog,
  email: string,
): Promise<StreamFigures> {
  const ids = await stalledDownloads(database, email)
  log.start()
  await quiet()
  const withoutStreams = log.stop().length
  const closing = new AbortController()
  // Each stream's fetch listens for the one abort that closes them all.
  setMaxListeners(ids.length + 1, closing.signal)
  const streams = await Promise.all(
    ids.map((id) => openStream(address, headers, id, closing.signal)),
  )
  log.start()
  await quiet()
  const statements = log.stop()
  // Proof the streams are live: one change reaches its stream, read once, by no other.
  const [first] = streams
  log.start()
  const shown = first?.nextEvent()
  await database.queueDb.executeSql('update downloads set progress = 0.75 where id = $1', [ids[0]])
  await shown
  const oneChange = log.stop().filter(aboutDownloads).length
  closing.abort()
  return {
    streams: ids.length,
    seconds: QUIET_SECONDS,
    withoutStreams,
    withStreams: statements.length,
    aboutDownloads: statements.filter(aboutDownloads).length,
    oneChange,
  }
}

/** Downloads written as a worker leaves them mid-conversion, with no job: nothing moves them. */
async function stalledDownloads(database: DatabaseHandle, email: string): Promise<string[]> {
  const { rows } = await database.queueDb.executeSql(
    `insert into downloads (user_id, product_id, source_version, format, width, height, fit,
       depth, entitlement, status, progress)
     select users.id, 1, 'bench', 'gif', 1000 + n, 16, 'letterbox', 'full', 'purchase',
       'converting', 0.5
     from users, generate_series(1, $2::int) as n where users.email = $1
     returning id`,
    [email, STREAMS],
  )
  return rows.map((row: { id: string }) => row.id)
}

interface OpenStream {
  /** Resolves when the stream's next event arrives. */
  nextEvent(): Promise<void>
}

/** Opens a stream; resolves once its first event (the current state) has arrived. */
async function openStream(
  address: string,
  headers: Record<string, string>,
  id: string,
  signal: AbortSignal,
): Promise<OpenStream> {
  const answer = await fetch(`${address}/api/downloads/${id}/events`, { headers, signal })
  if (!answer.ok || !answer.body) throw new Error(`a progress stream answered ${answer.status}`)
  const reader = answer.body.getReader()
  const decoder = new TextDecoder()
  let waiting: (() => void) | undefined
  let first: (() => void) | undefined
  const arrived = new Promise<void>((resolve) => {
    first = resolve
  })
  // Reads until the bench aborts; each `event:` line is one event (heartbeats are comments).
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      if (!/^event: /m.test(decoder.decode(value, { stream: true }))) continue
      first?.()
      first = undefined
      waiting?.()
      waiting = undefined
    }
  })()
  await arrived
  return {
    nextEvent: () =>
      new Promise((resolve) => {
        waiting = resolve
      }),
  }
}
