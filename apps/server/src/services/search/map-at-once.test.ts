import { describe, expect, it } from 'vitest'
import { mapAtOnce } from './map-at-once.ts'

describe('mapAtOnce', () => {
  it('keeps the order of the items and never runs more than asked at once', async () => {
    let running = 0
    let most = 0
    const results = await mapAtOnce([5, 1, 4, 2, 3], 2, async (ms) => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, ms))
      running--
      return ms * 10
    })
    expect(results).toEqual([50, 10, 40, 20, 30])
    expect(most).toBe(2)
  })

  it('answers nothing for no items', async () => {
    expect(await mapAtOnce([], 3, async () => 1)).toEqual([])
  })
})
