import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp
let port: number

beforeAll(async () => {
  testApp = await createTestApp({ REQUEST_TIMEOUT_MS: '1000', MAX_CONNECTIONS_PER_ADDRESS: '3' })
  await testApp.app.listen({ port: 0, host: '127.0.0.1' })
  const address = testApp.app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})
afterAll(async () => testApp?.close())

interface Connection {
  socket: Socket
  /** Everything the server sent. */
  received: () => string
  /** Resolves with the milliseconds from opening to the server closing the socket. */
  closed: Promise<number>
}

function open(): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    let received = ''
    const socket = connect({ port, host: '127.0.0.1' })
    const closed = new Promise<number>((done) =>
      socket.on('close', () => done(Date.now() - started)),
    )
    socket.on('data', (chunk) => {
      received += chunk.toString()
    })
    socket.on('error', () => {})
    socket.once('connect', () => resolve({ socket, received: () => received, closed }))
    socket.once('error', reject)
  })
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ])

describe('a client sending its request body one byte a second', () => {
  it('is cut off once the request timeout has passed', async () => {
    const { socket, received, closed } = await open()
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    )
    const trickle = setInterval(() => socket.writable && socket.write(' '), 1000)
    try {
      const elapsed = await within(closed, 4000)
      expect(elapsed).not.toBe('still open')
      expect(elapsed).toBeLessThan(2000)
      expect(received()).toMatch(/^HTTP\/1\.1 408/)
    } finally {
      clearInterval(trickle)
      socket.destroy()
    }
  })
})

describe('connections from one address', () => {
  it('are bounded: the one past the bound is closed at once, the others still serve', async () => {
    const held = [await open(), await open(), await open()]
    const extra = await open()
    expect(await within(extra.closed, 1000)).not.toBe('still open')
    expect(extra.received()).toBe('')

    const [first] = held
    first?.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(first?.received()).toMatch(/^HTTP\/1\.1 200/)

    for (const connection of held) connection.socket.destroy()
    await Promise.all(held.map((connection) => connection.closed))
    const again = await open()
    expect(await within(again.closed, 300)).toBe('still open')
    again.socket.destroy()
  })
})
