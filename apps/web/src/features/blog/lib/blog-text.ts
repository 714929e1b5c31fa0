import { dateFormatter } from '@/lib/date-format'

const dateFormat = dateFormatter({ dateStyle: 'long' })

export function blogDate(date: string): string {
  const parsed = new Date(date)
  return Number.isNaN(parsed.getTime()) ? date : dateFormat(parsed)
}
