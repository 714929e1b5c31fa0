import { describe, expect, it } from 'vitest'
import { calendarDate } from './calendar-date.ts'

describe('calendarDate', () => {
  it("writes each day as Intl's en-US dateStyle long and medium do", () => {
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
    // Every month, first and last days, a leap day, and times near midnight either side.
    const dates = [
      ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1)),
      ...Array.from({ length: 12 }, (_, month) => new Date(2025, month + 1, 0, 23, 59)),
      new Date(2024, 1, 29),
      new Date('2026-01-14T16:20:00.000Z'),
      new Date('1999-12-31T23:59:59.999Z'),
      new Date(0),
    ]
    for (const date of dates) {
      expect(calendarDate(date, 'long')).toBe(long.format(date))
      expect(calendarDate(date, 'medium')).toBe(medium.format(date))
    }
  })
})
