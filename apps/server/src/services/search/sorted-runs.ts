import { yieldToRequests } from './yield-to-requests.ts'

/** Ids in order with what they sort by (a title key, a price), side by side; ties to the lower id. */
interface Run<K> {
  keys: K[]
  ids: number[]
}

/**
 * One order built from chunks of ids as a load reads them: each chunk is sorted alone, then
 * merged with the last run while that is no longer than it, the way a merge sort climbs, so
 * no single step sorts or copies the whole catalogue (merging each chunk into the whole
 * order took a second at 100,000 products), and the event loop gets a turn between two
 * merges. Each id's key is read once, when it is added; keys and ids are kept in two arrays,
 * not a pair per id, so a load leaves little for the garbage collector.
 */
export class SortedRuns<K extends string | number> {
  private readonly runs: Run<K>[] = []

  constructor(private readonly key: (id: number) => K) {}

  async add(ids: readonly number[]): Promise<void> {
    let merged = sortedRun(ids, this.key)
    for (
      let last = this.runs.at(-1);
      last && last.ids.length <= merged.ids.length;
      last = this.runs.at(-1)
    ) {
      this.runs.pop()
      await yieldToRequests()
      merged = mergeTwo(last, merged)
    }
    this.runs.push(merged)
  }

  /** Every id added, in order. */
  async finish(): Promise<number[]> {
    let merged: Run<K> = { keys: [], ids: [] }
    for (let last = this.runs.pop(); last; last = this.runs.pop()) {
      await yieldToRequests()
      merged = mergeTwo(last, merged)
    }
    return merged.ids
  }
}

function sortedRun<K extends string | number>(
  ids: readonly number[],
  key: (id: number) => K,
): Run<K> {
  const keys = ids.map(key)
  const order = ids.map((_, at) => at)
  order.sort((x, y) => {
    const a = keys[x] as K
    const b = keys[y] as K
    return a < b ? -1 : a > b ? 1 : (ids[x] as number) - (ids[y] as number)
  })
  return { keys: order.map((at) => keys[at] as K), ids: order.map((at) => ids[at] as number) }
}

function mergeTwo<K extends string | number>(a: Run<K>, b: Run<K>): Run<K> {
  const size = a.ids.length + b.ids.length
  const keys = new Array<K>(size)
  const ids = new Array<number>(size)
  let i = 0
  let j = 0
  for (let k = 0; k < size; k++) {
    const takeA =
      j >= b.ids.length ||
      (i < a.ids.length &&
        ((a.keys[i] as K) < (b.keys[j] as K) ||
          ((a.keys[i] as K) === (b.keys[j] as K) && (a.ids[i] as number) < (b.ids[j] as number))))
    if (takeA) {
      keys[k] = a.keys[i] as K
      ids[k] = a.ids[i++] as number
    } else {
      keys[k] = b.keys[j] as K
      ids[k] = b.ids[j++] as number
    }
  }
  return { keys, ids }
}
