import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../http-error.ts'

export interface BudgetOptions {
  /** Names the budget's counts in the store every instance shares; one name per budget. */
  name: string
  /** Requests allowed per window and key. */
  max: number
  timeWindow: string
  /** Who shares the budget: one address, one address and email, or everyone. */
  key: (request: FastifyRequest) => string
  /** What a caller over the budget is told (429). */
  message: string
}

/**
 * A preHandler that spends one request of a budget, for limits a route needs besides its
 * own `config.rateLimit` (@fastify/rate-limit applies one of those per request). One budget
 * may guard several routes: they then share it.
 */
export function requestBudget(app: FastifyInstance, options: BudgetOptions) {
  const spend = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${options.name} ${options.key(request)}`,
  })
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await spend(request)
    if (outcome.isAllowed || !outcome.isExceeded) return
    reply.header('retry-after', outcome.ttlInSeconds)
    throw new HttpError(429, options.message)
  }
}
