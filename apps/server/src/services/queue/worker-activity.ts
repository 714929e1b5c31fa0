/**
 * What this process's conversion and media workers are doing, for the worker's health
 * answer: how many jobs run now and when the last one ended.
 */
export class WorkerActivity {
  private runningNow = 0
  private lastEnd: Date | null = null

  /** Runs one job's work, counted while it runs. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    this.runningNow += 1
    try {
      return await work()
    } finally {
      this.runningNow -= 1
      this.lastEnd = new Date()
    }
  }

  get running(): number {
    return this.runningNow
  }

  get lastJobEndedAt(): Date | null {
    return this.lastEnd
  }
}
