import type { Download } from '@marquee/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DownloadChanges } from '../../services/downloads/download-changes.ts'

/** A comment line this often keeps proxies and CONNECTION_TIMEOUT_MS from closing a quiet stream. */
const HEARTBEAT_MS = 15_000

const finished = (download: Download) => download.status === 'ready' || download.status === 'failed'
const eventId = (download: Download) =>
  `${download.status}-${download.attempt}-${Math.round(download.progress * 1000)}`

/**
 * Server-sent events of one download: an event (named by its status, the whole Download as
 * data) whenever status, try or progress moves, ending after 'ready' or 'failed', or when the
 * server stops (`closing`), which must not wait for a conversion. The row is read again only
 * when the database says it changed (`changes`), never on a timer. A reconnect (with or
 * without Last-Event-ID) starts from the current state, so nothing is missed.
 */
export function streamDownloadEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  first: Download,
  read: () => Promise<Download | null>,
  changes: DownloadChanges,
  closing: AbortSignal,
): void {
  reply.hijack()
  const raw = reply.raw
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  let last = ''
  let closed = false
  const send = (download: Download) => {
    const id = eventId(download)
    if (id === last) return
    last = id
    raw.write(`id: ${id}\nevent: ${download.status}\ndata: ${JSON.stringify(download)}\n\n`)
  }
  // One read at a time; a change arriving during a read asks for one more after it.
  let reading = false
  let again = false
  const refresh = async () => {
    if (reading) {
      again = true
      return
    }
    reading = true
    try {
      do {
        again = false
        const download = await read()
        if (closed) return
        if (!download) return stop()
        send(download)
        if (finished(download)) return stop()
      } while (again)
    } catch (error) {
      request.log.warn({ err: error }, 'could not read download progress')
      stop()
    } finally {
      reading = false
    }
  }
  const unfollow = changes.follow(first.id, () => void refresh())
  const stop = () => {
    if (closed) return
    closed = true
    unfollow()
    clearInterval(heartbeat)
    closing.removeEventListener('abort', stop)
    raw.end()
  }
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS)
  request.raw.on('close', stop)
  closing.addEventListener('abort', stop, { once: true })
  send(first)
  // A change between the route's first read and following it would otherwise be missed.
  if (finished(first)) stop()
  else void refresh()
}
