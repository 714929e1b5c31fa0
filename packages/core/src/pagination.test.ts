import { describe, expect, it } from 'vitest'
import { pageInfo, paginationWindow } from './pagination.ts'

describe('paginationWindow', () => {
  it.each([
    [1, 1, [1]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [9, 9, [5, 6, 7, 8, 9]],
    [8, 9, [5, 6, 7, 8, 9]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected)
  })
})

describe('pageInfo', () => {
  it('describes a middle page', () => {
    expect(pageInfo(30, 2, 12)).toEqual({
      totalItems: 30,
      currentPage: 2,
      pageSize: 12,
      totalPages: 3,
      startIndex: 12,
      endIndex: 23,
    })
  })

  it('keeps one page when nothing matched', () => {
    expect(pageInfo(0, 1, 12)).toMatchObject({ totalPages: 1, currentPage: 1 })
  })

  it('clamps a page past the end to the last page', () => {
    expect(pageInfo(13, 7, 12)).toMatchObject({ currentPage: 2, startIndex: 12, endIndex: 12 })
  })
})
