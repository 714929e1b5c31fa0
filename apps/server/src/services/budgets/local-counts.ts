import type { BudgetCount } from './shared-counts.ts'

/** Past this many keys the oldest is forgotten, so a spray of addresses cannot fill memory. */
const MOST_KEYS = 10_000

/**
 * The same windows as `spendShared`, counted in this process's memory: what budgets fall
 * back to while the database does not answer.
 */
export class LocalCounts {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>()

  spend(key: string, windowMs: number, now = Date.now()): BudgetCount {
    let window = this.windows.get(key)
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + windowMs }
      this.windows.delete(key)
      this.windows.set(key, window)
      const oldest = this.windows.keys().next().value
      if (this.windows.size > MOST_KEYS && oldest !== undefined) this.windows.delete(oldest)
    }
    window.hits += 1
    return { hits: window.hits, ttlMs: window.endsAt - now }
  }

  sweep(now = Date.now()): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key)
    }
  }
}
