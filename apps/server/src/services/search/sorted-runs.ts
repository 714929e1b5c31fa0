/** An id with what it sorts by (a title key, a price); ties go to the lower id. */
type Keyed<K> = readonly [key: K, id: number]

function compareKeyed<K extends string | number>(x: Keyed<K>, y: Keyed<K>): number {
  return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] - y[1]
}

/**
 * One order built from chunks of ids as a load reads them: each chunk is sorted alone, then
 * merged with the last run while that is no longer than it, the way a merge sort climbs, so
 * no single step sorts or copies the whole catalogue (merging each chunk into the whole
 * order took a second at 100,000 products). Each id's key is read once, when it is added.
 */
export class SortedRuns<K extends string | number> {
  private readonly runs: Keyed<K>[][] = []

  constructor(private readonly key: (id: number) => K) {}

  add(ids: readonly number[]): void {
    let merged = ids.map((id): Keyed<K> => [this.key(id), id]).sort(compareKeyed)
    for (
      let last = this.runs.at(-1);
      last && last.length <= merged.length;
      last = this.runs.at(-1)
    ) {
      this.runs.pop()
      merged = mergeTwo(last, merged)
    }
    this.runs.push(merged)
  }

  /** Every id added, in order. */
  finish(): number[] {
    let merged: Keyed<K>[] = []
    while (this.runs.length > 0) merged = mergeTwo(this.runs.pop() as Keyed<K>[], merged)
    return merged.map(([, id]) => id)
  }
}

function mergeTwo<K extends string | number>(a: Keyed<K>[], b: Keyed<K>[]): Keyed<K>[] {
  const merged = new Array<Keyed<K>>(a.length + b.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) {
    const x = a[i] as Keyed<K>
    const y = b[j] as Keyed<K>
    if (compareKeyed(x, y) <= 0) {
      merged[k++] = x
      i++
    } else {
      merged[k++] = y
      j++
    }
  }
  while (i < a.length) merged[k++] = a[i++] as Keyed<K>
  while (j < b.length) merged[k++] = b[j++] as Keyed<K>
  return merged
}
