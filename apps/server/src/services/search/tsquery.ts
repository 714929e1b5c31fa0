import type { QueryTerm } from './text-query.ts'

/**
 * The text for `to_tsquery('english', ...)`: every term must match (&), any of its words
 * may (|). Terms hold only a-z and 0-9 (see query-words.ts), so quoting them is enough;
 * the string is still sent as a bind parameter. `weight` limits matches to one field (A = title).
 */
export function buildTsQuery(terms: QueryTerm[], weight = ''): string {
  return terms
    .map((term) => {
      const options = term.words.map((word) => `'${word}'${weight ? `:${weight}` : ''}`)
      if (term.prefix) options.push(`'${term.typed}':*${weight}`)
      return `(${options.join(' | ')})`
    })
    .join(' & ')
}
