import { describe, expect, it } from 'vitest'
import { blogDate } from './blog-text'

describe('blog text', () => {
  it('formats an ISO date and leaves anything else alone', () => {
    expect(blogDate('2026-04-27T09:00:00.000Z')).toBe('April 27, 2026')
    expect(blogDate('last spring')).toBe('last spring')
  })
})
