import { writeFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { measureLoad, REQUEST_HEADERS, warmUpServer } from './http-load.ts'
import { startServer } from './processes.ts'
import type { Row } from './report.ts'

/** One response exactly as the store sent it: status, headers and the (compressed) bytes. */
export interface Recording {
  path: string
  status: number
  headers: Record<string, string>
  body: string
}

/** Set per connection or per response by Node itself, so the replay sets its own. */
const TRANSPORT_HEADERS = [
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]

/** Asks `base` for each path as the load does and keeps the bytes on the wire (base64). */
export async function record(base: string, paths: string[]): Promise<Recording[]> {
  const recordings: Recording[] = []
  for (const target of paths) recordings.push(await recordOne(`${base}${target}`, target))
  return recordings
}

function recordOne(url: string, target: string): Promise<Recording> {
  return new Promise((resolve, reject) => {
    request(url, { headers: REQUEST_HEADERS }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers)) {
          if (!TRANSPORT_HEADERS.includes(name) && value !== undefined)
            headers[name] = String(value)
        }
        const body = Buffer.concat(chunks).toString('base64')
        resolve({ path: target, status: response.statusCode ?? 0, headers, body })
      })
    })
      .on('error', reject)
      .end()
  })
}

/**
 * Bare Fastify sending each recording's exact bytes and headers (replay-server.ts), under
 * the same load: what the framework alone reaches with responses of that size, so the
 * store's rows can be told apart into its own cost and the cost of the bytes themselves.
 */
export async function measureReplays(dir: string, recordings: Recording[]): Promise<Row[]> {
  const file = path.join(dir, 'replay.json')
  writeFileSync(file, JSON.stringify(recordings))
  const replay = await startServer('bench/replay-server.ts', { REPLAY_FILE: file }, '/0')
  try {
    await warmUpServer(
      replay.url,
      recordings.map((_, index) => `/${index}`),
    )
    const rows: Row[] = []
    for (const [index, recording] of recordings.entries()) {
      const bytes = Buffer.from(recording.body, 'base64').length
      rows.push({
        name: `bare Fastify, same ${bytes} B as ${recording.path}`,
        load: await measureLoad(replay.url, [`/${index}`]),
        budgeted: false,
      })
    }
    return rows
  } finally {
    await replay.stop()
  }
}
