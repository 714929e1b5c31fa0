import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { BudgetCounter } from '../../services/budgets/budget-counter.ts'

/** What @fastify/rate-limit hands `child`: its settings, and the route when there is one. */
interface ChildSettings {
  routeInfo?: { method?: string | string[]; url?: string }
}

/**
 * @fastify/rate-limit's store over a `BudgetCounter`. Its own store keeps one count per route
 * (a child each), so this one names each route's counts by method and path, the same on
 * every instance; budgets made with `createRateLimit` (request-budget.ts) name themselves in
 * their key. Only plain fixed windows are counted (no ban, backoff or continueExceeding).
 */
export function budgetStore(counter: BudgetCounter): FastifyRateLimitStoreCtor {
  return class BudgetStore implements FastifyRateLimitStore {
    constructor(
      _settings: unknown,
      private readonly scope = 'budget',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.spend(`${this.scope} ${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      )
    }

    child(settings: object): FastifyRateLimitStore {
      const route = (settings as ChildSettings).routeInfo
      if (!route?.url) return new BudgetStore(settings)
      return new BudgetStore(settings, `${[route.method].flat().join(',')} ${route.url}`)
    }
  }
}
