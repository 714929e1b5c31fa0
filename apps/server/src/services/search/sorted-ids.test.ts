import { describe, expect, it } from 'vitest'
import { SortedIds } from './sorted-ids.ts'

describe('SortedIds', () => {
  it('keeps its order as ids change, leave and arrive', () => {
    const price = new Map([
      [1, 30],
      [2, 10],
      [3, 20],
    ])
    const ids = new SortedIds((x, y) => (price.get(x) ?? 0) - (price.get(y) ?? 0) || x - y)
    ids.append([2, 3, 1])
    expect(ids.all).toEqual([2, 3, 1])
    price.set(1, 5)
    price.set(4, 20)
    price.delete(2)
    ids.update([1, 2, 4], (id) => price.has(id))
    expect(ids.all).toEqual([1, 3, 4])
  })
})
