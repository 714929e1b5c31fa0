import { describe, expect, it } from 'vitest'
import { Vocabulary } from './vocabulary.ts'

const words = [
  'oil',
  'oils',
  'pill',
  'change',
  'charge',
  'chase',
  'headlight',
  'headline',
  'healthcare',
  'restoration',
  'tire',
  'tires',
  'sale',
  'car',
  'cart',
]
const vocabulary = Vocabulary.of(words, {
  categories: new Map(),
  brands: new Map(),
  categoryTitles: [],
})
const resolve = (text: string, completeLast = false) =>
  vocabulary.resolve(text.split(' '), { completeLast })

describe('Vocabulary.resolve', () => {
  it('keeps known words as they are', () => {
    expect(resolve('oil change')).toEqual([
      { typed: 'oil', words: ['oil'], prefix: false },
      { typed: 'change', words: ['change'], prefix: false },
    ])
  })

  it('corrects to the fewest edits, swaps counting as one', () => {
    expect(resolve('oill chnage')).toEqual([
      { typed: 'oill', words: ['oil', 'oils'], prefix: false },
      { typed: 'chnage', words: ['change'], prefix: false },
    ])
    expect(resolve('hedlight')[0]?.words).toEqual(['headlight'])
  })

  it('completes a partly typed word from its shortest completions', () => {
    expect(resolve('headl')[0]).toEqual({
      typed: 'headl',
      words: ['headline', 'headlight'],
      prefix: true,
    })
  })

  it('while typing, matches a misspelt beginning', () => {
    expect(resolve('hedl', true)[0]?.words).toContain('headlight')
  })

  it('leaves out words with no match and never corrects two letters', () => {
    expect(resolve('xyzzy oil').map((term) => term.typed)).toEqual(['oil'])
    expect(resolve('zz')).toEqual([])
  })
})
