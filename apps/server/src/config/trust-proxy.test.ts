import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  fastifyTrustProxy,
  isTrustedPeer,
  type TrustProxy,
  trustProxySchema,
} from './trust-proxy.ts'

/** The client address Fastify settles on for a request from `socket` with this X-Forwarded-For. */
async function clientAddress(setting: TrustProxy, socket: string, forwardedFor: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(setting) })
  app.get('/', async (request) => request.ip)
  const response = await app.inject({
    url: '/',
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  })
  await app.close()
  return response.body
}

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['2', { hops: 2 }],
    ['10.0.0.5, 192.168.0.0/16', { ranges: ['10.0.0.5', '192.168.0.0/16'] }],
    ['loopback', { ranges: ['127.0.0.0/8', '::1/128'] }],
    ['::1,fd00::/8', { ranges: ['::1', 'fd00::/8'] }],
  ])('reads %j', (value, setting) => {
    expect(trustProxySchema.parse(value)).toEqual(setting)
  })

  it.each(['true', '0', '11', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', ''])(
    'refuses %j',
    (value) => {
      expect(trustProxySchema.safeParse(value).success).toBe(false)
    },
  )

  it('takes the client address from the socket unless the peer is a trusted proxy', async () => {
    const forged = '198.51.100.9, 203.0.113.4'
    expect(await clientAddress(false, '10.0.0.5', forged)).toBe('10.0.0.5')
    expect(await clientAddress({ ranges: ['10.0.0.5'] }, '10.0.0.5', forged)).toBe('203.0.113.4')
    expect(await clientAddress({ ranges: ['10.0.0.5'] }, '10.0.0.6', forged)).toBe('10.0.0.6')
    expect(
      await clientAddress({ ranges: ['10.0.0.5', '203.0.113.0/24'] }, '10.0.0.5', forged),
    ).toBe('198.51.100.9')
    // One hop: whatever connects is the proxy, and only its own entry is believed.
    expect(await clientAddress({ hops: 1 }, '10.0.0.7', forged)).toBe('203.0.113.4')
  })

  it('knows which socket peers are the trusted proxies', () => {
    const trusted = isTrustedPeer({ ranges: ['127.0.0.0/8', '::1/128', '10.1.0.0/16'] })
    expect(['127.0.0.1', '::ffff:127.0.0.1', '::1', '10.1.2.3'].map(trusted)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['10.2.0.1', '203.0.113.4', 'not-an-ip'].map(trusted)).toEqual([false, false, false])
    expect(isTrustedPeer(false)('127.0.0.1')).toBe(false)
    expect(isTrustedPeer({ hops: 1 })('203.0.113.4')).toBe(true)
  })
})
