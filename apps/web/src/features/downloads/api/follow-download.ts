import type { Download } from '@marquee/core'
import { accessToken, withToken } from '@/features/auth'
import { apiUrl } from '@/lib/api-client'
import { parseEventStream } from '../lib/event-stream'

const POLL_MS = 1000
const finished = (download: Download) => download.status === 'ready' || download.status === 'failed'

export const getDownload = (id: string, signal?: AbortSignal) =>
  withToken<Download>(`/downloads/${id}`, { signal })

/** Reads the server-sent events until the download is ready or failed; null if the stream broke. */
async function streamEvents(
  id: string,
  onUpdate: (download: Download) => void,
  signal: AbortSignal,
): Promise<Download | null> {
  const token = await accessToken()
  const response = await fetch(apiUrl(`/downloads/${id}/events`), {
    headers: { accept: 'text/event-stream', ...(token && { authorization: `Bearer ${token}` }) },
    signal,
  })
  if (!response.ok || !response.body) return null
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return null
    const parsed = parseEventStream(buffer + value)
    buffer = parsed.rest
    for (const event of parsed.events) {
      const download = JSON.parse(event.data) as Download
      onUpdate(download)
      if (finished(download)) {
        await reader.cancel()
        return download
      }
    }
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/**
 * Follows a queued download to its end: the event stream first, and when that breaks (a
 * proxy that buffers, a dropped connection) polling GET /api/downloads/{id} once a second.
 */
export async function followDownload(
  id: string,
  onUpdate: (download: Download) => void,
  signal: AbortSignal,
): Promise<Download> {
  try {
    const last = await streamEvents(id, onUpdate, signal)
    if (last) return last
  } catch (error) {
    if (signal.aborted) throw error
  }
  for (;;) {
    const download = await getDownload(id, signal)
    onUpdate(download)
    if (finished(download)) return download
    await wait(POLL_MS, signal)
  }
}
