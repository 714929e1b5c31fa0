import { request } from 'node:http'
import type { Download } from '@marquee/core'
import { bearer, type Tokens } from './oidc-flow.ts'

/**
 * A POST whose JSON body is half sent: in flight at the store until `finish` sends the rest
 * and resolves with the answer.
 */
export async function halfSentPost(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body)
  const half = text.length >> 1
  const sent = request(url, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    },
  })
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent.on('response', (response) => {
      let received = ''
      response.setEncoding('utf8').on('data', (chunk: string) => {
        received += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: received }))
    })
    sent.on('error', reject)
  })
  // A request the test never finishes is cut off when the store stops.
  answered.catch(() => undefined)
  sent.write(text.slice(0, half))
  // Sent once the socket has taken it: the store has the headers and half the body.
  await new Promise((resolve) => setTimeout(resolve, 500))
  return {
    finish: () => {
      sent.end(text.slice(half))
      return answered
    },
  }
}

/** A POST /api/convert in flight at the store (halfSentPost). */
export const halfSentConversion = (url: string, tokens: Tokens) =>
  halfSentPost(
    `${url}/api/convert`,
    { productId: 2, format: 'gif', width: 48, height: 24, fit: 'letterbox', depth: 'full' },
    bearer(tokens),
  )

/** Polls GET /api/downloads/{id} until it is ready or failed. */
export async function waitForReady(url: string, tokens: Tokens, id: string): Promise<Download> {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const response = await fetch(`${url}/api/downloads/${id}`, { headers: bearer(tokens) })
    const download = (await response.json()) as Download
    if (download.status === 'ready' || download.status === 'failed') return download
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`download ${id} did not finish within 60 s`)
}
