import { writeFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import autocannon from 'autocannon'
import { CONNECTIONS, REQUEST_HEADERS, warmUpServer } from './http-load.ts'
import { startServer } from './processes.ts'

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

/** Alternating slices per URL: the store, then the replay, this many times each. */
export const SLICES = 8
const SLICE_SECONDS = 1

/** One budgeted URL: req/s of the store and of bare Fastify sending its bytes, averaged over the slices. */
export interface SameBytes {
  path: string
  bytes: number
  store: number
  replay: number
}

/** Requests per second served in one slice at the bench's load. */
async function served(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SLICE_SECONDS,
    headers: REQUEST_HEADERS,
  })
  return result.requests.total / SLICE_SECONDS
}

/**
 * The store (already running, at `storeUrl`) against a bare Fastify sending each recording's
 * exact bytes and headers (replay-server.ts): the framework's ceiling for responses of that
 * size, so the store's own cost can be told from the cost of the bytes. Both servers are up
 * together and measured in alternating 1 s slices, so the speed of a shared VM, which swings
 * by half within seconds, weighs on both alike (measured one after the other, 5 s each, the
 * same code read 0.51 and 0.70 of its ceiling in two runs).
 */
export async function compareWithReplays(
  storeUrl: string,
  dir: string,
  recordings: Recording[],
): Promise<SameBytes[]> {
  const file = path.join(dir, 'replay.json')
  writeFileSync(file, JSON.stringify(recordings))
  const replay = await startServer('bench/replay-server.ts', { REPLAY_FILE: file }, '/0')
  try {
    await warmUpServer(
      replay.url,
      recordings.map((_, index) => `/${index}`),
    )
    const compared: SameBytes[] = []
    for (const [index, recording] of recordings.entries()) {
      let store = 0
      let bare = 0
      for (let slice = 0; slice < SLICES; slice++) {
        store += await served(`${storeUrl}${recording.path}`)
        bare += await served(`${replay.url}/${index}`)
      }
      compared.push({
        path: recording.path,
        bytes: Buffer.from(recording.body, 'base64').length,
        store: store / SLICES,
        replay: bare / SLICES,
      })
    }
    return compared
  } finally {
    await replay.stop()
  }
}
