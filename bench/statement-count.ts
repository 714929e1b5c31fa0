import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { DatabaseHandle } from '../apps/server/src/db/client.ts'

/** The SQL statements the store sent while counting, each as its text. */
export interface StatementLog {
  start(): void
  /** The statements since start(), and stops recording. */
  stop(): string[]
}

/** A wire message's type byte: Parse carries a statement's text, Execute and Query run one. */
const PARSE = 0x50
const EXECUTE = 0x45
const QUERY = 0x51

/** The NUL-terminated string at `offset` of a wire message. */
function cString(message: Uint8Array, offset: number): string {
  const end = message.indexOf(0, offset)
  return Buffer.from(message.subarray(offset, end < 0 ? message.length : end)).toString('utf8')
}

/**
 * Records every statement the store's database runs, on PostgreSQL (each client query) or on
 * the embedded PGlite, where every query, transaction and pg-boss call ends as wire messages
 * through one method: an Execute runs the text of the Parse before it, a Query its own text.
 */
export function statementLog(handle: DatabaseHandle): StatementLog {
  let recording: string[] | null = null
  const record = (text: string) => recording?.push(text)
  if (handle.kind === 'postgres') {
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first] = args
      record(typeof first === 'string' ? first : String((first as { text?: string })?.text))
      return query.apply(this, args)
    } as typeof pg.Client.prototype.query
  } else {
    const client = (handle.db as unknown as { $client: PGlite }).$client
    const stream = client.execProtocolStream.bind(client)
    let parsed = ''
    client.execProtocolStream = (message, options) => {
      if (message[0] === PARSE) parsed = cString(message, cString(message, 5).length + 6)
      if (message[0] === EXECUTE) record(parsed)
      if (message[0] === QUERY) record(cString(message, 5))
      return stream(message, options)
    }
  }
  return {
    start() {
      recording = []
    },
    stop() {
      const statements = recording ?? []
      recording = null
      return statements
    },
  }
}
