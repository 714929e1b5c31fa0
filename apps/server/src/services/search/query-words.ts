/** Most words a query may hold; more would only slow the search down, never improve it. */
export const MAX_QUERY_WORDS = 8
const MAX_WORD_LENGTH = 40

/**
 * Splits text the way the database splits the catalogue into `search_words`
 * (`marquee_words` in migration 0003): lowercase runs of a-z and 0-9. Anything else,
 * quotes, %, _, backslashes, SQL, is a separator, so no query text reaches SQL as syntax.
 */
export function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
}

/** The distinct searchable words of a query, in order. */
export function queryWords(text: string): string[] {
  const words = splitWords(text).filter(
    (word) => word.length >= 2 && word.length <= MAX_WORD_LENGTH,
  )
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS)
}

/** The form a title is compared in for "exact title match first". */
export function comparableText(text: string): string {
  return splitWords(text).join(' ')
}
