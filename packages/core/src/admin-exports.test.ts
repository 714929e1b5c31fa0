import { describe, expect, it } from 'vitest'
import { exportFileName, exportRangeQuerySchema } from './admin-exports.ts'

const problems = (query: object) =>
  exportRangeQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join('.'))

describe('the export range', () => {
  it('takes inclusive days, either end open', () => {
    expect(exportRangeQuerySchema.parse({ from: '2026-11-01', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    })
    expect(exportRangeQuerySchema.parse({})).toEqual({})
  })

  it('names the end that is not a day, or from after to', () => {
    expect(problems({ from: '2026-13-01' })).toEqual(['from'])
    expect(problems({ to: '2026-02-30' })).toEqual(['to'])
    expect(problems({ to: 'yesterday' })).toEqual(['to'])
    expect(problems({ from: '2026-11-02', to: '2026-11-01' })).toEqual(['from'])
  })

  it('names the file by what and when', () => {
    expect(exportFileName('orders', { from: '2026-11-01', to: '2026-11-27' }, '2026-11-28')).toBe(
      'marquee-orders-2026-11-01-to-2026-11-27.csv',
    )
    expect(exportFileName('customers', {}, '2026-11-28')).toBe(
      'marquee-customers-start-to-2026-11-28.csv',
    )
  })
})
