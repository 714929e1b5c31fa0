import type { Download } from '@marquee/core'
import { bearer, type Tokens } from './oidc-flow.ts'

/**
 * Follows GET /api/downloads/{id}/events as the storefront does, keeping every Download the
 * stream sends; `stop` waits for the stream's end (after 'ready' or 'failed') and returns them.
 */
export function followEvents(url: string, tokens: Tokens, id: string) {
  const seen: Download[] = []
  const aborting = new AbortController()
  const read = (async () => {
    const response = await fetch(`${url}/api/downloads/${id}/events`, {
      headers: { ...bearer(tokens), accept: 'text/event-stream' },
      signal: aborting.signal,
    })
    let buffer = ''
    for await (const chunk of response.body ?? []) {
      buffer += Buffer.from(chunk).toString('utf8')
      const events = buffer.split('\n\n')
      buffer = events.pop() ?? ''
      for (const event of events) {
        const data = event.split('\n').find((line) => line.startsWith('data: '))
        if (data) seen.push(JSON.parse(data.slice('data: '.length)) as Download)
      }
    }
  })().catch((error: unknown) => {
    if (!aborting.signal.aborted) throw error
  })
  return {
    async stop(timeoutMs = 10_000): Promise<Download[]> {
      const timer = setTimeout(() => aborting.abort(), timeoutMs)
      await read
      clearTimeout(timer)
      return seen
    },
  }
}
