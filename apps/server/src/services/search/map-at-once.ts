/** `each` over `items`, at most `atOnce` running at a time; results in the items' order. */
export async function mapAtOnce<T, R>(
  items: readonly T[],
  atOnce: number,
  each: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const runner = async () => {
    while (next < items.length) {
      const at = next++
      results[at] = await each(items[at] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, items.length)) }, runner))
  return results
}
