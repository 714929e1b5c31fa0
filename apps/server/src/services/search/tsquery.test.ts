import { describe, expect, it } from 'vitest'
import { queryWords } from './query-words.ts'
import { buildTsQuery } from './tsquery.ts'

describe('queryWords', () => {
  it('keeps only lowercase letters and digits, so no query text reaches SQL as syntax', () => {
    expect(queryWords("' OR 1=1 --")).toEqual(['or'])
    expect(queryWords('%_\\"')).toEqual([])
    expect(queryWords("Oil-Change's 25% OFF!")).toEqual(['oil', 'change', '25', 'off'])
  })

  it('drops single letters, repeats and words past the eighth', () => {
    expect(queryWords('a b oil oil')).toEqual(['oil'])
    expect(queryWords('one two three four five six seven eight nine')).toHaveLength(8)
  })
})

describe('buildTsQuery', () => {
  it('needs every term and accepts any of its words', () => {
    const query = buildTsQuery([
      { typed: 'oill', words: ['oil', 'oils'], prefix: false },
      { typed: 'chang', words: ['change'], prefix: true },
    ])
    expect(query).toBe("('oil' | 'oils') & ('change' | 'chang':*)")
  })

  it('can limit every word to one weight', () => {
    expect(buildTsQuery([{ typed: 'tire', words: ['tire'], prefix: true }], 'A')).toBe(
      "('tire':A | 'tire':*A)",
    )
  })
})
