import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface ConnectionGuardOptions {
  /** Open connections one address may hold; the next one is closed at once. */
  maxPerAddress: number
  /** Trusted proxies carry many clients on their sockets: they are not bounded here. */
  isProxy: (address: string) => boolean
}

/** A per-address bound on open sockets, so one client cannot hold every connection open. */
export default fp(
  async (app: FastifyInstance, { maxPerAddress, isProxy }: ConnectionGuardOptions) => {
    const open = new Map<string, number>()
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress
      if (!address || isProxy(address)) return
      const count = (open.get(address) ?? 0) + 1
      if (count > maxPerAddress) {
        socket.destroy()
        return
      }
      open.set(address, count)
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1
        if (left > 0) open.set(address, left)
        else open.delete(address)
      })
    })
  },
  { name: 'connection-guard' },
)
