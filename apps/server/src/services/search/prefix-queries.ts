import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from './rows.ts'
import { parseWordQuery, type TextQuery } from './text-query.ts'

/** Words being typed whose queries are kept; each is a few dozen bytes. */
const KEPT = 10_000

/**
 * The query of a word still being typed, `'typed':*` as to_tsquery('english') makes it
 * (stemmed like the catalogue's words, nothing for a stopword): asked of the database once
 * per word and kept, the oldest forgotten first. Whole words come with the vocabulary.
 */
export class PrefixQueries {
  private readonly kept = new Map<string, Promise<TextQuery | null>>()

  constructor(private readonly db: Database) {}

  get(typed: string): Promise<TextQuery | null> {
    const known = this.kept.get(typed)
    if (known) return known
    const reading = queryRows<{ query: string }>(
      this.db,
      sql`select to_tsquery('english', quote_literal(${typed}) || ':*')::text as query`,
    ).then(([row]) => parseWordQuery(row?.query ?? ''))
    this.kept.set(typed, reading)
    reading.catch(() => this.kept.delete(typed))
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT) break
      this.kept.delete(oldest)
    }
    return reading
  }
}
