import { describe, expect, it } from 'vitest'
import { allowedEdits, editDistance } from './edit-distance.ts'

describe('editDistance', () => {
  it.each([
    ['change', 'change', 0],
    ['chnage', 'change', 1],
    ['hedlight', 'headlight', 1],
    ['oill', 'oil', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s -> %s is %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected)
    expect(editDistance(b, a)).toBe(expected)
  })

  it('allows no edits on two letters, one up to five, two beyond', () => {
    expect([2, 3, 5, 6, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2])
  })
})
