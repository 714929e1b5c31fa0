import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BudgetCounter } from '../../services/budgets/budget-counter.ts'
import { budgetStore } from './budget-store.ts'

/** Ended windows are deleted this often; until then they already count as empty. */
const SWEEP_EVERY_MS = 60_000

/**
 * Request budgets that routes opt into (`config.rateLimit`, request-budget.ts), counted in
 * the database so that N instances of the store allow what one does.
 */
export default fp(
  async (app: FastifyInstance) => {
    const counter = new BudgetCounter(app.db, app.log)
    await app.register(rateLimit, { global: false, store: budgetStore(counter) })
    const sweep = setInterval(() => {
      counter
        .sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not delete ended budgets'))
    }, SWEEP_EVERY_MS)
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))
  },
  { name: 'request-budgets', dependencies: ['database'] },
)
