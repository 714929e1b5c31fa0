import { describe, expect, it } from 'vitest'
import { SortedRuns } from './sorted-runs.ts'

describe('SortedRuns', () => {
  it('merges chunks of any sizes into one order, ties by id', async () => {
    const keys = Array.from({ length: 777 }, (_, id) => (id * 7919) % 97)
    const runs = new SortedRuns((id) => keys[id] ?? 0)
    const all = keys.map((_, id) => id)
    for (let start = 0, size = 1; start < all.length; start += size, size = (size * 3) % 61 || 1) {
      await runs.add(all.slice(start, start + size).reverse())
    }
    expect(await runs.finish()).toEqual(
      [...all].sort((x, y) => (keys[x] ?? 0) - (keys[y] ?? 0) || x - y),
    )
  })

  it('orders text keys by code unit, as the listing does', async () => {
    const titles = ['neon b', 'neon a', 'Neon c', 'neon a']
    const runs = new SortedRuns((id) => titles[id] ?? '')
    await runs.add([0, 1])
    await runs.add([2, 3])
    expect(await runs.finish()).toEqual([2, 1, 3, 0])
  })

  it('gives nothing when nothing was added', async () => {
    expect(await new SortedRuns((id) => id).finish()).toEqual([])
  })
})
