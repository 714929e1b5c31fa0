import type { Suggestion } from '@marquee/core'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { shopProducts } from './product-document.ts'
import { comparableText, queryWords, splitWords } from './query-words.ts'
import { queryRows } from './rows.ts'
import type { QueryTerm } from './text-query.ts'
import { buildTsQuery } from './tsquery.ts'
import type { Vocabulary } from './vocabulary.ts'

export const MAX_SUGGESTIONS = 8
const MAX_CATEGORY_SUGGESTIONS = 3

/**
 * Search-as-you-type: categories whose title matches, then product titles, up to eight.
 * The last word counts as unfinished and every word may be misspelt ("hedl" -> Headlight...).
 */
export async function suggest(
  db: Database,
  vocabulary: Vocabulary,
  q: string,
): Promise<Suggestion[]> {
  const terms = vocabulary.resolve(queryWords(q), { completeLast: true })
  if (terms.length === 0) return []
  const productRows = await queryRows<{ id: number; title: string }>(
    db,
    sql`select p.id, p.title
        from ${shopProducts} p
        cross join (select to_tsquery('english', ${buildTsQuery(terms, 'A')}) as tsq) as q
        where p.search_vector @@ q.tsq
        order by starts_with(p.title_key, ${comparableText(q)}) desc,
          ts_rank(p.rank_vector, q.tsq) desc, p.title_key collate "C", p.id
        limit ${MAX_SUGGESTIONS * 2}`,
  )
  const categories: Suggestion[] = vocabulary.labels.categoryTitles
    .filter((title) => titleMatches(title, terms))
    .slice(0, MAX_CATEGORY_SUGGESTIONS)
    .map((title) => ({ kind: 'category', label: title }))
  const seen = new Set<string>()
  const products: Suggestion[] = []
  for (const row of productRows) {
    // Many clips share a title; one suggestion per title is enough to search by.
    if (seen.has(row.title.toLowerCase())) continue
    seen.add(row.title.toLowerCase())
    products.push({ kind: 'product', label: row.title, productId: row.id })
  }
  return [...categories, ...products].slice(0, MAX_SUGGESTIONS)
}

/** Every term names a word of the title: exactly, as a correction, or as its beginning. */
function titleMatches(title: string, terms: QueryTerm[]): boolean {
  const words = splitWords(title)
  return terms.every((term) =>
    words.some(
      (word) =>
        term.words.includes(word) ||
        (term.prefix && word.startsWith(term.typed)) ||
        term.words.some((candidate) => word.startsWith(candidate)),
    ),
  )
}
