/**
 * A value read from the database, kept while a newer one loads in the background and swapped
 * in when ready, so readers never wait for a reload (only for the very first load). Reloads
 * asked for while one runs share a single further load, which starts after it.
 */
export class BackgroundValue<T> {
  private current: T | undefined
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined

  constructor(private readonly load: () => Promise<T>) {}

  /** The value, loading it first if none was ever loaded. A failed first load is tried again. */
  async get(): Promise<T> {
    if (this.current === undefined) await (this.running ?? this.reload())
    return this.current as T
  }

  /** The value if one was loaded, else undefined (nothing is loaded). */
  peek(): T | undefined {
    return this.current
  }

  /** True while a load runs or waits to run. */
  get reloading(): boolean {
    return this.running !== undefined || this.queued !== undefined
  }

  /** Loads again and swaps the new value in; resolves once a load started after this call ends. */
  reload(): Promise<void> {
    if (this.queued) return this.queued
    const previous = this.running
    const run = async (): Promise<void> => {
      await previous?.catch(() => undefined)
      this.queued = undefined
      this.running = promise
      try {
        this.current = await this.load()
      } finally {
        if (this.running === promise) this.running = undefined
      }
    }
    const promise = run()
    this.queued = promise
    return promise
  }
}
