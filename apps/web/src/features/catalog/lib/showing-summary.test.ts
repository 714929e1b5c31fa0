import { describe, expect, it } from 'vitest'
import { showingSummary } from './showing-summary'

describe('showingSummary', () => {
  it('counts the first page', () => {
    expect(showingSummary(30, 1, 12)).toBe('Showing 1-12 of 30 results')
  })

  it('counts a later, partial page', () => {
    expect(showingSummary(30, 3, 6)).toBe('Showing 25-30 of 30 results')
  })

  it('uses the en dash for the search page', () => {
    expect(showingSummary(5, 1, 5, '–')).toBe('Showing 1–5 of 5 results')
  })

  it('says nothing about an empty result', () => {
    expect(showingSummary(0, 1, 0)).toBeNull()
  })
})
