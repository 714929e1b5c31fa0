/** Raised by the trigger on downloads (migration 0024) when a row's status or progress moves. */
export const DOWNLOAD_CHANNEL = 'marquee_download_changed'

type OnChange = () => void

/**
 * Who follows which download on this instance. The database's notification of a change
 * (from whichever worker converts it) wakes only that download's followers; a possibly missed
 * notification (the listener reconnected: `seen(undefined)`) wakes every follower, who then
 * reads the row again. Nobody reads while nothing changes.
 */
export class DownloadChanges {
  private readonly followers = new Map<string, Set<OnChange>>()

  /** Calls `onChange` on every change of download `id` until the returned function is called. */
  follow(id: string, onChange: OnChange): () => void {
    let set = this.followers.get(id)
    if (!set) {
      set = new Set()
      this.followers.set(id, set)
    }
    set.add(onChange)
    return () => {
      set.delete(onChange)
      if (set.size === 0 && this.followers.get(id) === set) this.followers.delete(id)
    }
  }

  /** The notification's payload: the download's id, or undefined when some may have been missed. */
  seen(payload: string | undefined): void {
    const woken =
      payload === undefined
        ? [...this.followers.values()].flatMap((set) => [...set])
        : [...(this.followers.get(payload) ?? [])]
    for (const onChange of woken) onChange()
  }

  /** Downloads followed right now (for the benchmark and the tests). */
  get followed(): number {
    return this.followers.size
  }
}
