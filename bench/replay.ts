import { writeFileSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import autocannon from 'autocannon'
import { CONNECTIONS, REQUEST_HEADERS, warmUpServer } from './http-load.ts'
import { usageOf } from './process-usage.ts'
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

/**
 * One budgeted URL: req/s of the store and of bare Fastify sending its bytes, averaged over
 * the slices, and the CPU time each server's processes spent per request over all of them.
 */
export interface SameBytes {
  path: string
  bytes: number
  store: number
  replay: number
  storeCpuUs: number
  replayCpuUs: number
}

/** One slice's requests and the CPU time the serving process tree spent on them. */
interface Slice {
  requests: number
  cpuMs: number
}

/**
 * One slice at the bench's load. Requests per second swing with what else the two vCPUs run
 * (the load generator takes one): the CPU time the server spent on them is taken beside them.
 */
async function served(url: string, pid: number): Promise<Slice> {
  const before = usageOf(pid).cpuMs
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SLICE_SECONDS,
    headers: REQUEST_HEADERS,
  })
  return { requests: result.requests.total, cpuMs: usageOf(pid).cpuMs - before }
}

const total = (slices: Slice[]) => ({
  requests: slices.reduce((sum, slice) => sum + slice.requests, 0),
  cpuMs: slices.reduce((sum, slice) => sum + slice.cpuMs, 0),
})

/**
 * The store (already running: `store.url`, process `store.pid`) against a bare Fastify
 * sending each recording's exact bytes and headers (replay-server.ts): the framework's ceiling
 * for responses of that size, so the store's own cost can be told from the cost of the bytes.
 * Both servers are up together and measured in alternating 1 s slices, so the speed of a
 * shared VM, which swings by half within seconds, weighs on both alike (measured one after
 * the other, 5 s each, the same code read 0.51 and 0.70 of its ceiling in two runs); each
 * server's CPU time per request is taken over the same slices.
 */
export async function compareWithReplays(
  store: { url: string; pid: number },
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
      const stored: Slice[] = []
      const bare: Slice[] = []
      for (let slice = 0; slice < SLICES; slice++) {
        stored.push(await served(`${store.url}${recording.path}`, store.pid))
        bare.push(await served(`${replay.url}/${index}`, replay.pid))
      }
      const [ours, theirs] = [total(stored), total(bare)]
      compared.push({
        path: recording.path,
        bytes: Buffer.from(recording.body, 'base64').length,
        store: ours.requests / (SLICES * SLICE_SECONDS),
        replay: theirs.requests / (SLICES * SLICE_SECONDS),
        storeCpuUs: (ours.cpuMs * 1000) / ours.requests,
        replayCpuUs: (theirs.cpuMs * 1000) / theirs.requests,
      })
    }
    return compared
  } finally {
    await replay.stop()
  }
}
