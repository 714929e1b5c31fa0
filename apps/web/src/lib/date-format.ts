/**
 * A date formatter built on its first use. Building an Intl.DateTimeFormat loads the locale's
 * calendar data, a long task on a slow phone; one built at module level spends that while the
 * page loads (the product page's order form did), whether or not a date is ever shown. A day
 * alone needs no Intl at all: core's calendarDate writes it.
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined
  return (date) => {
    format ??= new Intl.DateTimeFormat('en-US', options)
    return format.format(date)
  }
}
