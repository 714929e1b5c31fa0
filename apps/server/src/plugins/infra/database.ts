import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, DatabaseHandle } from '../../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    dbHandle: DatabaseHandle
  }
}

/** Exposes the prepared database; whoever opened it (server.ts or a test) also closes it. */
export default fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    app.decorate('dbHandle', options.handle)
    app.decorate('db', options.handle.db)
  },
  { name: 'database' },
)
