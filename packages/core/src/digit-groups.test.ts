import { describe, expect, it } from 'vitest'
import { digitGroups } from './digit-groups.ts'

describe('digitGroups', () => {
  it("writes numbers as toLocaleString('en-US') does", () => {
    const values = [0, 7, 999, 1000, 4096, 65_535, 1_000_000, 2_073_600, 123_456_789, -1500]
    for (const value of [...values, 3.5, 0.25, 1234.5678, 2.0004, 0.0004, -12_345.6]) {
      expect(digitGroups(value)).toBe(value.toLocaleString('en-US'))
    }
  })
})
