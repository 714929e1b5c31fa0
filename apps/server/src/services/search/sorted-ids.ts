/**
 * Product ids kept in one order (title, or price) as the catalogue changes: a listing walks
 * it and stops at the end of its page, instead of sorting every product per request. A write
 * moves its products with a binary search and a splice.
 */
export class SortedIds {
  private ids: number[] = []

  constructor(private readonly compare: (x: number, y: number) => number) {}

  /**
   * Adds `ids` (none of them held yet): sorts them alone and merges them in, so a load in
   * chunks never sorts the whole catalogue in one go.
   */
  merge(ids: number[]): void {
    const added = [...ids].sort(this.compare)
    const merged: number[] = []
    let from = 0
    for (const id of added) {
      // Binary search from the last place: comparisons grow with the chunk, not the catalogue.
      let high = this.ids.length
      let low = from
      while (low < high) {
        const middle = (low + high) >>> 1
        if (this.compare(this.ids[middle] as number, id) < 0) low = middle + 1
        else high = middle
      }
      for (; from < low; from++) merged.push(this.ids[from] as number)
      merged.push(id)
    }
    for (; from < this.ids.length; from++) merged.push(this.ids[from] as number)
    this.ids = merged
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
