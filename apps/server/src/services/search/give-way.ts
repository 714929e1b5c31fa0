/**
 * Lets a background load give way to requests that cannot wait for it: the load awaits
 * `turn()` before each statement, which holds it while any such request runs, for at most
 * `budgetMs` in all, so steady traffic never keeps the load from finishing. PGlite runs one
 * statement at a time and the machine may have two cores: the first listing after a start
 * shared both with the index load and took a third longer.
 */
export class GiveWay {
  private running = 0
  private waiting: (() => void)[] = []
  private spentMs = 0

  constructor(private readonly budgetMs: number) {}

  /** Runs `work` as a request the load gives way to. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    this.running += 1
    try {
      return await work()
    } finally {
      this.running -= 1
      if (this.running === 0) this.release()
    }
  }

  /** Resolves when no such request runs, or when the budget is spent. */
  async turn(): Promise<void> {
    const left = this.budgetMs - this.spentMs
    if (this.running === 0 || left <= 0) return
    const started = performance.now()
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.release(), left)
      this.waiting.push(() => {
        clearTimeout(timer)
        resolve()
      })
    })
    this.spentMs += performance.now() - started
  }

  private release(): void {
    const waiting = this.waiting
    this.waiting = []
    for (const resume of waiting) resume()
  }
}
