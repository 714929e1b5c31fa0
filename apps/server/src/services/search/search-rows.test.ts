import { describe, expect, it } from 'vitest'
import { matchesOf } from './search-rows.ts'

describe('matchesOf', () => {
  it("reads the summary row's id:mask list", () => {
    const rows = [
      { kind: 'page' as const, n: 1, id: 12, matches: null },
      { kind: 'summary' as const, n: null, id: null, matches: '12:31,7:5,1024:0' },
    ]
    expect(matchesOf(rows)).toEqual([
      { id: 12, mask: 31 },
      { id: 7, mask: 5 },
      { id: 1024, mask: 0 },
    ])
  })

  it('gives no matches when nothing matched', () => {
    expect(matchesOf([{ kind: 'summary', n: null, id: null, matches: null }])).toEqual([])
  })
})
