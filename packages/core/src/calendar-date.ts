const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * A day as en-US Intl writes it, in the reader's time zone: dateStyle 'long' ("January 14,
 * 2026") or 'medium' ("Jan 14, 2026"). Without Intl: the first DateTimeFormat a page builds
 * loads the locale's calendar data, a long task on a slow phone (65 ms of the blog's first
 * render at 4x).
 */
export function calendarDate(date: Date, style: 'long' | 'medium'): string {
  const month = MONTHS[date.getMonth()] ?? ''
  return `${style === 'long' ? month : month.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`
}
