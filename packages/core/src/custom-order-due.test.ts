import { describe, expect, it } from 'vitest'
import { customOrderDueAt } from './custom-order-due.ts'

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
