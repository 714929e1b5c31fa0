import { createHash } from 'node:crypto'
import { closeSync, openSync, realpathSync, rmSync, statSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ConfigError } from '../config/config.ts'

/** The kernel silently cuts longer Unix socket paths (104 bytes on macOS, 108 on Linux). */
const MAX_SOCKET_PATH_BYTES = 100
/** How long a live holder may take to say its pid. */
const PROBE_TIMEOUT_MS = 1000
/** A takeover marker this old was left by a process killed in the middle of a takeover. */
const STALE_MARKER_MS = 10_000

/** Someone answered on the lock socket: the directory is in use. */
interface Holder {
  pid?: number
}

/**
 * PGlite is an in-process database: two processes on one directory would corrupt it. The
 * store holds DATA_DIR by listening on a Unix socket inside it. The kernel closes that socket
 * however the process ends (kill -9 included), so a socket file left behind refuses
 * connections and is taken over, while a live holder answers with its pid and the second
 * start is refused. No pid is ever compared with the running processes: a recycled pid
 * cannot block a start.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const socketPath = lockSocketPath(dataDir)
  const server = net.createServer((connection) => connection.end(`${process.pid}\n`))
  server.unref()
  if (!(await listen(server, socketPath))) {
    const holder = await probe(socketPath)
    if (holder) throw inUse(dataDir, holder)
    await takeOver(server, socketPath, dataDir)
  }
  return () => new Promise((resolve) => server.close(() => resolve()))
}

function lockSocketPath(dataDir: string): string {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16)
  if (process.platform === 'win32') return `\\\\.\\pipe\\marquee-${id}`
  const inside = path.join(dataDir, 'marquee.sock')
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH_BYTES) return inside
  return path.join(tmpdir(), `marquee-${id}.sock`)
}

/**
 * Replaces a dead holder's socket file. Two stores may find the same dead file at once: the
 * marker (created exclusively) lets one of them through, and it looks again before removing
 * the file, since a third store may have bound in between.
 */
async function takeOver(server: net.Server, socketPath: string, dataDir: string): Promise<void> {
  const marker = `${socketPath}.takeover`
  if (!claimMarker(marker)) throw inUse(dataDir, {})
  try {
    const holder = await probe(socketPath)
    if (holder) throw inUse(dataDir, holder)
    rmSync(socketPath, { force: true })
    if (!(await listen(server, socketPath))) throw inUse(dataDir, (await probe(socketPath)) ?? {})
  } finally {
    rmSync(marker, { force: true })
  }
}

function claimMarker(marker: string, retry = true): boolean {
  try {
    closeSync(openSync(marker, 'wx'))
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !retry) return false
    const age = Date.now() - (statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0)
    if (age < STALE_MARKER_MS) return false
    rmSync(marker, { force: true })
    return claimMarker(marker, false)
  }
}

/** True once listening; false when the address is taken; other failures are thrown. */
function listen(server: net.Server, socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      if (error.code === 'EADDRINUSE') resolve(false)
      else reject(error)
    }
    const onListening = () => {
      server.off('error', onError)
      resolve(true)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(socketPath)
  })
}

/** Who, if anyone, listens on the socket; a holder too busy to say its pid still counts. */
function probe(socketPath: string): Promise<Holder | undefined> {
  return new Promise((resolve) => {
    let said = ''
    let connected = false
    const connection = net.connect(socketPath)
    const done = () => {
      connection.destroy()
      const pid = Number.parseInt(said, 10)
      resolve(connected ? (Number.isInteger(pid) ? { pid } : {}) : undefined)
    }
    connection.setTimeout(PROBE_TIMEOUT_MS, done)
    connection.on('connect', () => {
      connected = true
    })
    connection.on('data', (chunk) => {
      said += chunk.toString()
    })
    connection.on('end', done)
    connection.on('error', (error: NodeJS.ErrnoException) => {
      // Refused or gone: nobody holds it. Anything else (a socket of another user): assume held.
      connected = connected || !['ECONNREFUSED', 'ENOENT'].includes(error.code ?? '')
      done()
    })
  })
}

/** The refusal, typed so a command sharing the directory can say what to do about it. */
export class DataDirInUseError extends ConfigError {
  override name = 'DataDirInUseError'

  constructor(
    readonly dataDir: string,
    readonly pid?: number,
  ) {
    const holder = pid === undefined ? '' : ` (pid ${pid})`
    super(
      `Invalid configuration: DATA_DIR: ${dataDir} is in use by another Marquee process${holder}`,
    )
  }
}

function inUse(dataDir: string, holder: Holder): DataDirInUseError {
  return new DataDirInUseError(dataDir, holder.pid)
}
