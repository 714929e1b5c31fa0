import { calendarDate } from '@marquee/core'

const dateFormat = (date: Date) => calendarDate(date, 'long')

export function blogDate(date: string): string {
  const parsed = new Date(date)
  return Number.isNaN(parsed.getTime()) ? date : dateFormat(parsed)
}
