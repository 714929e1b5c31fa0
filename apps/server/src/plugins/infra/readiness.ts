import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness
  }
}

/**
 * Whether a balancer should send this instance requests: not from the moment it starts to
 * stop (server.ts), though it still finishes, and for a while serves, what it is sent.
 */
export class Readiness {
  draining = false

  startDraining(): void {
    this.draining = true
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('readiness', new Readiness())
  },
  { name: 'readiness' },
)
