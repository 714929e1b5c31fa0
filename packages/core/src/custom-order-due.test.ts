import { describe, expect, it } from 'vitest'
import { customOrderDueAt, isCustomOrderLate } from './custom-order-due.ts'

const paid = new Date('2026-11-27T09:30:00.000Z')

describe('when a paid custom order is due', () => {
  it('is due two days after payment with rush', () => {
    expect(customOrderDueAt(paid, true).toISOString()).toBe('2026-11-29T09:30:00.000Z')
  })

  it('is due seven days after payment without rush', () => {
    expect(customOrderDueAt(paid, false).toISOString()).toBe('2026-12-04T09:30:00.000Z')
  })

  it('counts from the payment, not from today', () => {
    const earlier = new Date('2026-01-31T23:00:00.000Z')
    expect(customOrderDueAt(earlier, true).toISOString()).toBe('2026-02-02T23:00:00.000Z')
  })
})

describe('a late custom order', () => {
  const due = customOrderDueAt(paid, true)
  const after = new Date(due.getTime() + 60_000)
  const before = new Date(due.getTime() - 60_000)

  it('is one still owed after its due time', () => {
    expect(isCustomOrderLate(due, 'pending', after)).toBe(true)
    expect(isCustomOrderLate(due, 'in_production', after)).toBe(true)
  })

  it('is not late before its due time, nor at the very minute', () => {
    expect(isCustomOrderLate(due, 'in_production', before)).toBe(false)
    expect(isCustomOrderLate(due, 'pending', due)).toBe(false)
  })

  it('is never late once delivered or cancelled, however old', () => {
    const years = new Date(due.getTime() + 3 * 365 * 24 * 3_600_000)
    expect(isCustomOrderLate(due, 'delivered', years)).toBe(false)
    expect(isCustomOrderLate(due, 'cancelled', years)).toBe(false)
  })
})
