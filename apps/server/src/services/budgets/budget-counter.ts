import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { LocalCounts } from './local-counts.ts'
import { type BudgetCount, deleteEndedWindows, spendShared } from './shared-counts.ts'

/**
 * Counts every budget once for the whole deployment, in the database all instances share.
 * While the database does not answer, this instance counts in its own memory instead (each
 * instance then allows the whole budget, as before budgets were shared) and says so once in
 * the log: a budget neither lets everything through nor refuses callers for an outage the
 * route they call may not even need.
 */
export class BudgetCounter {
  private readonly local = new LocalCounts()
  private degraded = false

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async spend(key: string, windowMs: number): Promise<BudgetCount> {
    try {
      const count = await spendShared(this.db, key, windowMs)
      if (this.degraded) {
        this.degraded = false
        this.log.info('request budgets are counted in the database again')
      }
      return count
    } catch (error) {
      if (!this.degraded) {
        this.degraded = true
        this.log.warn(
          { err: error },
          "the database did not count a request budget: counting in this instance's memory until it answers",
        )
      }
      return this.local.spend(key, windowMs)
    }
  }

  async sweep(): Promise<void> {
    this.local.sweep()
    await deleteEndedWindows(this.db)
  }
}
