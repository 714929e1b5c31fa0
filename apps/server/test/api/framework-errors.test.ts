import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let port: number

beforeAll(async () => {
  testApp = await createTestApp()
  await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  const address = testApp.app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

afterAll(async () => {
  await testApp.close()
})

interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** One request written byte for byte to a socket: inject would skip Node's HTTP parser. */
function rawRequest(request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server closes after answering; a reset while we still write is expected then.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
    })
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = text.split('\r\n\r\n', 2)
      const [statusLine = '', ...headerLines] = head.split('\r\n')
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':')
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]
        }),
      )
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body })
    })
    // Not end(): a half-closed socket may be dropped before the answer is written.
    socket.write(request)
  })
}

const get = (target: string, extraHeaders = '') =>
  rawRequest(
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`,
  )

/** The store's answer to a refusal: its JSON error shape and its security headers. */
function expectStoreRefusal(response: RawResponse, status: number, message: RegExp) {
  expect(response.status).toBe(status)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  expect(JSON.parse(response.body)).toEqual({
    statusCode: status,
    error: expect.any(String),
    message: expect.stringMatching(message),
  })
  expect(response.headers['x-content-type-options']).toBe('nosniff')
  expect(response.headers['content-security-policy']).toContain("default-src 'self'")
  expect(response.headers['x-frame-options']).toBeDefined()
}

describe('refusals made before any route runs look like the store’s own', () => {
  it('a broken %-encoding in the path: 400', async () => {
    expectStoreRefusal(await get('/api/productDetails/%E0%A4%A'), 400, /%-encoding/)
    expectStoreRefusal(await get('/api/productsByCategory/%'), 400, /%-encoding/)
  })

  it('a path parameter past the router’s limit: 414', async () => {
    expectStoreRefusal(await get(`/api/productsByCategory/${'a'.repeat(101)}`), 414, /too long/)
  })

  it('headers over 16 KB: 431', async () => {
    expectStoreRefusal(
      await get('/api/categories', `X-Big: ${'a'.repeat(20_000)}\r\n`),
      431,
      /large/,
    )
  })

  it('an address over 16 KB: 431', async () => {
    expectStoreRefusal(await get(`/api/products/search?q=${'a'.repeat(20_000)}`), 431, /large/)
  })

  it('a request that is not HTTP: 400', async () => {
    expectStoreRefusal(await rawRequest('HELLO THERE\r\n\r\n'), 400, /not valid HTTP/)
  })

  it('a good request on the same server still answers', async () => {
    const response = await get('/api/categories')
    expect(response.status).toBe(200)
  })
})
