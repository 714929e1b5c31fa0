import { describe, expect, it } from 'vitest'
import { TextIndex } from './text-index.ts'
import { rankingOf } from './text-matches.ts'
import { parseWordQuery, type TextQuery } from './text-query.ts'

const word = (lexeme: string) => parseWordQuery(`'${lexeme}'`) as TextQuery
const ids = (index: TextIndex, lexeme: string) => Array.from(index.matches(word(lexeme)))
const rank = (index: TextIndex, id: number, lexeme: string) =>
  index.rank(id, rankingOf(word(lexeme)))

describe('TextIndex', () => {
  it('matches what was loaded, then follows writes after the load', async () => {
    const index = new TextIndex()
    index.add(3, "'chang':2A 'lube' 'oil':1A", "'chang':2A 'oil':1A")
    index.add(7, "'filter':2A 'oil':1A", "'filter':2A 'oil':1A")
    await index.finishLoad()
    expect(ids(index, 'oil')).toEqual([3, 7])
    expect(ids(index, 'lube')).toEqual([3])

    index.add(5, "'oil':1A", "'oil':1A")
    index.add(3, "'filter':1A", "'filter':1A")
    index.remove(7)
    expect(ids(index, 'oil')).toEqual([5])
    expect(ids(index, 'filter')).toEqual([3])
    expect(ids(index, 'lube')).toEqual([])
  })

  it('keeps ranks and matches past 65,535 lexemes, where a vector needs 32-bit entries', async () => {
    const index = new TextIndex()
    // The same positions and weights under a lexeme of the first ids and one past 65,535
    // (ids follow first appearance) rank alike. Lexemes in tsvector order.
    index.add(70_000, "'aaa':1A,3B 'w1':2", "'aaa':1A,3B 'w1':2")
    for (let id = 1; id <= 66_000; id++) index.add(id, `'w${id}':1`, `'w${id}':1`)
    index.add(70_001, "'tail' 'w65999':2 'zeta':1A,3B", "'w65999':2 'zeta':1A,3B")
    await index.finishLoad()
    expect(ids(index, 'zeta')).toEqual([70_001])
    expect(ids(index, 'tail')).toEqual([70_001])
    expect(ids(index, 'w65999')).toEqual([65_999, 70_001])
    expect(rank(index, 70_001, 'zeta')).toBeGreaterThan(0)
    expect(rank(index, 70_001, 'zeta')).toBe(rank(index, 70_000, 'aaa'))

    index.remove(70_001)
    expect(ids(index, 'w65999')).toEqual([65_999])
    expect(ids(index, 'tail')).toEqual([])
  })
})
