import { describe, expect, it } from 'vitest'
import { type GridSteps, lastRowFillerClass, wholeRowsClass } from './whole-rows'

const cards: GridSteps = [
  ['base-sm', 1],
  ['sm-lg', 2],
  ['lg-xl', 3],
  ['xl-up', 4],
]

const shownAt = (count: number, range: string) =>
  Array.from({ length: count }, (_, index) => wholeRowsClass(index, count, cards)).filter(
    (classes) => !classes.split(' ').some((name) => name.startsWith(range)),
  ).length

describe('whole rows', () => {
  it('shows seven cards as six on two and three columns and four on four', () => {
    expect(shownAt(7, 'max-sm')).toBe(7)
    expect(shownAt(7, 'sm:max-lg')).toBe(6)
    expect(shownAt(7, 'lg:max-xl')).toBe(6)
    expect(shownAt(7, 'xl')).toBe(4)
  })

  it('hides nothing when the rows are whole, or when there is less than one row', () => {
    expect(Array.from({ length: 12 }, (_, i) => wholeRowsClass(i, 12, cards)).join('')).toBe('')
    expect(wholeRowsClass(2, 3, [['xl-up', 4]])).toBe('')
  })
})

describe('the tile that fills the last row', () => {
  const tiles: GridSteps = [
    ['base-md', 2],
    ['md-lg', 3],
    ['lg-up', 4],
  ]

  it('after five tiles spans one column of two, one of three and three of four', () => {
    expect(lastRowFillerClass(5, tiles)).toBe(
      'max-md:col-span-1 md:max-lg:col-span-1 lg:col-span-3',
    )
  })

  it('is hidden where the rows are whole', () => {
    expect(lastRowFillerClass(4, tiles)).toBe('max-md:hidden md:max-lg:col-span-2 lg:hidden')
  })
})
