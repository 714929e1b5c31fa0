import type { CatalogLabels } from './catalog-labels.ts'
import type { FacetIndex } from './facet-index.ts'

/**
 * Values worked out from one state of the index and the shop's labels, by key, the oldest
 * forgotten first: a product write (the index's version moves with every refresh), a
 * reload or new labels make them all stale.
 */
export class IndexMemo<T> {
  private readonly entries = new Map<string, T>()
  private index: FacetIndex | undefined
  private version = -1
  private labels: CatalogLabels | undefined

  constructor(private readonly capacity: number) {}

  get(index: FacetIndex, labels: CatalogLabels, key: string, work: () => T): T {
    if (index !== this.index || index.version !== this.version || labels !== this.labels) {
      this.entries.clear()
      this.index = index
      this.version = index.version
      this.labels = labels
    }
    const kept = this.entries.get(key)
    if (kept !== undefined) return kept
    const value = work()
    this.entries.set(key, value)
    if (this.entries.size > this.capacity)
      this.entries.delete(this.entries.keys().next().value as string)
    return value
  }
}
