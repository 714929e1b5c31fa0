import { BlockList, isIP } from 'node:net'
import type { FastifyServerOptions } from 'fastify'
import { z } from 'zod'

/**
 * Which peers may tell the store the client's address (X-Forwarded-For): none, the first
 * `hops` peers (every direct peer is a proxy), or peers within these address ranges.
 */
export type TrustProxy = false | { hops: number } | { ranges: string[] }

/** proxy-addr's (Express, Fastify) names for common ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

const isRange = (value: string) => {
  const [address = '', prefix, extra] = value.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

export const trustProxySchema = z.string().transform((value, context): TrustProxy => {
  const text = value.trim().toLowerCase()
  if (text === 'false') return false
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10) return { hops: Number(text) }
  const ranges = text
    .split(',')
    .map((item) => item.trim())
    .flatMap((item) => NAMED_RANGES[item] ?? [item])
  const bad = ranges.find((range) => !isRange(range))
  if (bad === undefined) return { ranges }
  context.addIssue({
    code: 'custom',
    message: `"${bad}" is not a proxy address: use false, a hop count from 1 to 10, or a comma-separated list of addresses and CIDR ranges (e.g. 10.0.0.5,192.168.0.0/16, or loopback)`,
  })
  return z.NEVER
})

/** The setting as Fastify's `trustProxy` (5.12 ignores a bare hop count, so it becomes a rule). */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false
  if ('hops' in setting) return (_address: string, hop: number) => hop < setting.hops
  return setting.ranges
}

/** Whether a socket's peer is one of the trusted proxies (many clients share its address). */
export function isTrustedPeer(setting: TrustProxy): (address: string) => boolean {
  if (setting === false) return () => false
  if ('hops' in setting) return () => true
  const list = new BlockList()
  for (const range of setting.ranges) {
    const [address = '', prefix] = range.split('/')
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(prefix), family)
  }
  return (address) =>
    isIP(address) !== 0 && list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6')
}
