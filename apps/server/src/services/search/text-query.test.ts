import { describe, expect, it } from 'vitest'
import { parseWordQuery, storedOperands, textQuery } from './text-query.ts'
import { parseVector } from './tsvector-text.ts'

describe('parseWordQuery', () => {
  it("reads a word's to_tsquery text: a lexeme, a beginning, a phrase or nothing", () => {
    expect(parseWordQuery("'chang'")).toEqual({
      kind: 'operand',
      operand: { lexeme: 'chang', prefix: false },
    })
    expect(parseWordQuery("'glo':*")).toEqual({
      kind: 'operand',
      operand: { lexeme: 'glo', prefix: true },
    })
    expect(parseWordQuery("'3e4' <-> 'b' <2> 'it''s':*")).toEqual({
      kind: 'phrase',
      operands: [
        { lexeme: '3e4', prefix: false },
        { lexeme: 'b', prefix: false },
        { lexeme: "it's", prefix: true },
      ],
      distances: [1, 2],
    })
    expect(parseWordQuery('')).toBeNull()
  })

  it('refuses what is not the query of one word', () => {
    expect(() => parseWordQuery("'oil' & 'chang'")).toThrow(/not a word's tsquery/)
    expect(() => parseWordQuery("'oil")).toThrow(/not a word's tsquery/)
  })
})

describe('textQuery', () => {
  const lexemes: Record<string, string | null> = {
    oil: 'oil',
    oils: 'oil',
    change: 'chang',
    the: null,
  }
  const word = (typed: string) => {
    const lexeme = lexemes[typed]
    return lexeme ? parseWordQuery(`'${lexeme}'`) : null
  }
  const prefix = (typed: string) => parseWordQuery(`'${typed}':*`)

  it('needs every term, accepts any of its words, and drops stopwords as to_tsquery does', () => {
    const query = textQuery(
      [
        { typed: 'oill', words: ['oil', 'oils'], prefix: false },
        { typed: 'the', words: ['the'], prefix: false },
        { typed: 'cha', words: ['change'], prefix: true },
      ],
      word,
      prefix,
    )
    expect(query?.kind).toBe('and')
    // Stored right to left, as the database keeps a query's operands.
    expect(storedOperands(query as NonNullable<typeof query>)).toEqual([
      { lexeme: 'cha', prefix: true },
      { lexeme: 'chang', prefix: false },
      { lexeme: 'oil', prefix: false },
      { lexeme: 'oil', prefix: false },
    ])
    expect(textQuery([{ typed: 'the', words: ['the'], prefix: false }], word, prefix)).toBeNull()
  })
})

describe('parseVector', () => {
  it('reads lexemes with their weighted positions, stripped ones with none', () => {
    expect(parseVector("'add-on':30C 'chang':2A,5B 'it''s' 'back\\\\slash':7")).toEqual([
      { lexeme: 'add-on', positions: [(1 << 14) | 30] },
      { lexeme: 'chang', positions: [(3 << 14) | 2, (2 << 14) | 5] },
      { lexeme: "it's", positions: [] },
      { lexeme: 'back\\slash', positions: [7] },
    ])
  })
})
