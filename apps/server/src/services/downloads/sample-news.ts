import type { SampleMessage } from './sample-job.ts'

type OnMessage = (message: SampleMessage | undefined) => void

/**
 * The converter test's job news as this instance hears it (SAMPLE_CHANNEL): a request waiting
 * for its job's end, a worker converting one that may be cancelled, idle workers to wake when
 * a job is queued. A possibly missed notification (the listener reconnected: `seen(undefined)`)
 * reaches everyone, who then reads their job's state once.
 */
export class SampleNews {
  private readonly followers = new Map<string, Set<OnMessage>>()
  private readonly wakers = new Set<() => void>()

  /** Calls `onMessage` with every message about job `id` until the returned function is called. */
  follow(id: string, onMessage: OnMessage): () => void {
    let set = this.followers.get(id)
    if (!set) {
      set = new Set()
      this.followers.set(id, set)
    }
    set.add(onMessage)
    return () => {
      set.delete(onMessage)
      if (set.size === 0 && this.followers.get(id) === set) this.followers.delete(id)
    }
  }

  /** Calls `wake` whenever a sample job is queued, by this instance or another. */
  onQueued(wake: () => void): void {
    this.wakers.add(wake)
  }

  seen(payload: string | undefined): void {
    const message = payload === undefined ? undefined : (JSON.parse(payload) as SampleMessage)
    if (message === undefined || message.event === 'queued') {
      for (const wake of this.wakers) wake()
    }
    const followers =
      message === undefined
        ? [...this.followers.values()].flatMap((set) => [...set])
        : [...(this.followers.get(message.id) ?? [])]
    for (const onMessage of followers) onMessage(message)
  }
}
