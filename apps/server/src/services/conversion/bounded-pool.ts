/** The pool had no room in time, or its wait list was full. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError'
}

export interface WaitOptions {
  /** The longest a task may wait for room; unset: as long as it takes. */
  waitMs?: number
  /** Aborting while waiting gives up the place in line (rejects with the signal's reason). */
  signal?: AbortSignal
}

interface Waiter {
  weight: number
  admit: () => void
}

/**
 * A weighted semaphore served in order of arrival: a task runs once its weight fits beside
 * those running (or when nothing runs: a task larger than the whole capacity still runs,
 * alone). The first in line holds back those behind it, so a large task is never starved
 * by small ones. `maxWaiting` bounds the line: beyond it a task is refused at once.
 */
export class BoundedPool {
  private used = 0
  private running = 0
  private readonly line: Waiter[] = []

  constructor(
    readonly capacity: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(weight: number, task: () => Promise<T>, options: WaitOptions = {}): Promise<T> {
    await this.acquire(weight, options)
    try {
      return await task()
    } finally {
      this.used -= weight
      this.running -= 1
      this.admitWaiting()
    }
  }

  private fits(weight: number): boolean {
    return this.running === 0 || this.used + weight <= this.capacity
  }

  private take(weight: number): void {
    this.used += weight
    this.running += 1
  }

  private acquire(weight: number, { waitMs, signal }: WaitOptions): Promise<void> {
    signal?.throwIfAborted()
    if (this.line.length === 0 && this.fits(weight)) {
      this.take(weight)
      return Promise.resolve()
    }
    if (this.line.length >= this.maxWaiting || waitMs === 0) {
      return Promise.reject(new PoolBusyError('no room and no place in line'))
    }
    return new Promise((resolve, reject) => {
      const leave = (error: unknown) => {
        const at = this.line.indexOf(waiter)
        if (at < 0) return
        this.line.splice(at, 1)
        finish()
        reject(error)
        // The one that left may have held back smaller tasks behind it.
        this.admitWaiting()
      }
      const onAbort = () => leave(signal?.reason)
      const timer =
        waitMs === undefined
          ? undefined
          : setTimeout(() => leave(new PoolBusyError(`no room within ${waitMs} ms`)), waitMs)
      const finish = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
      const waiter: Waiter = {
        weight,
        admit: () => {
          finish()
          this.take(weight)
          resolve()
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      this.line.push(waiter)
    })
  }

  private admitWaiting(): void {
    for (let next = this.line[0]; next && this.fits(next.weight); next = this.line[0]) {
      this.line.shift()
      next.admit()
    }
  }
}
