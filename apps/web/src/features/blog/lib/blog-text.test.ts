import { describe, expect, it } from 'vitest'
import { blogDate, paragraphs } from './blog-text'

describe('blog text', () => {
  it('splits the body on blank lines', () => {
    expect(paragraphs('First line\nstill first.\n\n  Second. \n \nThird.')).toEqual([
      'First line\nstill first.',
      'Second.',
      'Third.',
    ])
  })

  it('formats an ISO date and leaves anything else alone', () => {
    expect(blogDate('2026-04-27T09:00:00.000Z')).toBe('April 27, 2026')
    expect(blogDate('last spring')).toBe('last spring')
  })
})
