/** The article body is plain text with paragraphs separated by blank lines. */
export const paragraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

export function blogDate(date: string): string {
  const parsed = new Date(date)
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed)
}
