/**
 * A value read from the database on first use and kept until `invalidate()` (the catalogue
 * changed). A failed load is not kept: the next `get()` tries again.
 */
export class LazyLoad<T> {
  private value: Promise<T> | undefined

  constructor(private readonly load: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.value) return this.value
    const loading = this.load()
    this.value = loading
    loading.catch(() => {
      if (this.value === loading) this.value = undefined
    })
    return loading
  }

  invalidate(): void {
    this.value = undefined
  }
}
