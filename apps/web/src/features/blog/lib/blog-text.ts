const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

export function blogDate(date: string): string {
  const parsed = new Date(date)
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed)
}
