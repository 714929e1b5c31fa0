import type { Download } from '@marquee/core'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** How often the row is read: progress is in the database, written by whichever worker runs. */
const POLL_MS = 300
/** A comment line this often keeps proxies and CONNECTION_TIMEOUT_MS from closing a quiet stream. */
const HEARTBEAT_MS = 15_000

const finished = (download: Download) => download.status === 'ready' || download.status === 'failed'
const eventId = (download: Download) => `${download.status}-${Math.round(download.progress * 1000)}`

/**
 * Server-sent events of one download: an event (named by its status, the whole Download as
 * data) whenever status or progress moves, ending after 'ready' or 'failed', or when the
 * server stops (`closing`), which must not wait for a conversion. A reconnect (with or
 * without Last-Event-ID) starts from the current state, so nothing is missed.
 */
export function streamDownloadEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  first: Download,
  read: () => Promise<Download | null>,
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
  const stop = () => {
    if (closed) return
    closed = true
    clearInterval(heartbeat)
    closing.removeEventListener('abort', stop)
    raw.end()
  }
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS)
  request.raw.on('close', stop)
  closing.addEventListener('abort', stop, { once: true })
  const follow = async (download: Download | null) => {
    if (closed) return
    if (!download) return stop()
    send(download)
    if (finished(download)) return stop()
    setTimeout(() => {
      read().then(follow, (error: unknown) => {
        request.log.warn({ err: error }, 'could not read download progress')
        stop()
      })
    }, POLL_MS)
  }
  void follow(first)
}
