/**
 * The job handlers one process is running for a queue, so a stop can cut them short and wait
 * for them: a handler cut off throws, pg-boss then records the failure (the job goes back for
 * another try) with a statement the database must still answer before it closes.
 */
export class RunningJobs {
  private readonly abort = new AbortController()
  private readonly running = new Set<Promise<unknown>>()

  /** Runs one job's handler with the stop's signal, remembered until it settles. */
  run<T>(handler: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const running = handler(this.abort.signal)
    this.running.add(running)
    running.then(
      () => this.running.delete(running),
      () => this.running.delete(running),
    )
    return running
  }

  /** Cuts every running handler short and resolves once each has settled. */
  async stop(): Promise<void> {
    this.abort.abort()
    await Promise.allSettled([...this.running])
    // pg-boss sends the job's outcome a turn after its handler settles (manager.js, not
    // awaited there): let it start, so the database's settling wait sees it.
    await new Promise((resolve) => setImmediate(resolve))
  }
}
