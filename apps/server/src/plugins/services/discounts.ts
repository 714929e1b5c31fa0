import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { DiscountRepository } from '../../services/discounts/discount-repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    discounts: DiscountRepository
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('discounts', new DiscountRepository(app.db))
  },
  { name: 'discounts', dependencies: ['database'] },
)
