import { describe, expect, it } from 'vitest'
import { searchOrder, searchQuerySchema } from './search.ts'

describe('searchQuerySchema', () => {
  it('fills the SPEC defaults', () => {
    const query = searchQuerySchema.parse({})
    expect(query).toMatchObject({ page: 1, pageSize: 12 })
    expect(searchOrder(query)).toBe('asc')
  })

  it('ranks a text search unless a sort is asked for', () => {
    expect(searchOrder(searchQuerySchema.parse({ q: 'oil' }))).toBe('relevance')
    expect(searchOrder(searchQuerySchema.parse({ q: 'oil', sortBy: 'asc' }))).toBe('asc')
  })

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ pageSize: '1000' }, 'pageSize'],
    [{ sortBy: 'evil' }, 'sortBy'],
    [{ minPrice: 'abc' }, 'minPrice'],
    [{ minPrice: '20', maxPrice: '10' }, 'minPrice'],
    [{ q: 'x'.repeat(201) }, 'q'],
  ])('rejects %j naming %s', (input, field) => {
    const result = searchQuerySchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })
})
