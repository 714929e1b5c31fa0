/**
 * Product ids kept in one order (title, or price) as the catalogue changes: a listing walks
 * it and stops at the end of its page, instead of sorting every product per request. A load
 * builds the order from sorted runs (sorted-runs.ts); a write moves its products with a
 * binary search and a splice.
 */
export class SortedIds {
  private ids: number[] = []

  constructor(private readonly compare: (x: number, y: number) => number) {}

  /** Adds `ids`, already in this order and each after every id held (a load's merged runs). */
  append(ids: readonly number[]): void {
    for (const id of ids) this.ids.push(id)
  }

  /** Takes `ids` out and puts back those still in the catalogue (`present`) at their place. */
  update(ids: number[], present: (id: number) => boolean): void {
    const changed = new Set(ids)
    this.ids = this.ids.filter((id) => !changed.has(id))
    for (const id of changed) {
      if (!present(id)) continue
      let low = 0
      let high = this.ids.length
      while (low < high) {
        const middle = (low + high) >>> 1
        if (this.compare(this.ids[middle] as number, id) < 0) low = middle + 1
        else high = middle
      }
      this.ids.splice(low, 0, id)
    }
  }

  get all(): readonly number[] {
    return this.ids
  }
}
