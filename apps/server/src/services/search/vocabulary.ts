import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type CatalogLabels, loadCatalogLabels } from './catalog-labels.ts'
import { allowedEdits, editDistance } from './edit-distance.ts'
import { queryRows } from './rows.ts'
import { parseWordQuery, type QueryTerm, type TextQuery } from './text-query.ts'
import { trigramSimilarity } from './trigrams.ts'

const COMPLETIONS = 5
const MAX_CORRECTIONS = 3
/** Texts whose terms are kept (a few hundred bytes each). */
const RESOLVED_KEPT = 1000

/**
 * The distinct words of the published catalogue (`search_words`, kept by triggers) and the
 * names of its categories and brands, held in memory: correcting a word is a scan of a few thousand
 * short strings, cheaper than a round trip to the database. Reloaded whenever the
 * catalogue changes.
 */
export class Vocabulary {
  private readonly known: Set<string>
  /** In code-unit order, for prefix ranges by binary search. */
  private readonly sorted: string[]
  /** Texts resolved lately, oldest first; their terms are shared, so nobody may change them. */
  private readonly resolved = new Map<string, QueryTerm[]>()

  private constructor(
    words: string[],
    readonly labels: CatalogLabels,
    private readonly queries: Map<string, TextQuery | null>,
  ) {
    this.sorted = [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    this.known = new Set(words)
  }

  static async load(db: Database): Promise<Vocabulary> {
    // Words of published clips only (migration 0019 counts them), and the shop's labels, each
    // with its query as to_tsquery makes it (migration 0043 keeps it beside the word).
    const rows = await queryRows<{ word: string; query: string }>(
      db,
      sql`select v.word, coalesce(s.query, to_tsquery('english', quote_literal(v.word))::text) as query
        from (select word from search_words where products > 0
          union select marquee_words(title) from categories
          union select marquee_words(name) from brands) as v
        left join search_words s on s.word = v.word`,
    )
    const queries = new Map(rows.map((row) => [row.word, parseWordQuery(row.query)]))
    return Vocabulary.of([...queries.keys()], await loadCatalogLabels(db), queries)
  }

  static of(
    words: string[],
    labels: CatalogLabels,
    queries = new Map<string, TextQuery | null>(),
  ): Vocabulary {
    return new Vocabulary(words, labels, queries)
  }

  /** A catalogue word's query as to_tsquery makes it: null for a stopword. */
  wordQuery(word: string): TextQuery | null {
    const query = this.queries.get(word)
    if (query === undefined) throw new Error(`not a catalogue word: ${word}`)
    return query
  }

  /**
   * Each word becomes a term: exact, completed (a partly typed word) or corrected (fewest
   * edits, ties to the trigram-closest). Words that match nothing at all are left out.
   * With `completeLast`, the last word is taken as still being typed.
   */
  resolve(words: string[], options: { completeLast: boolean }): QueryTerm[] {
    const key = `${options.completeLast} ${words.join(' ')}`
    const known = this.resolved.get(key)
    if (known) return known
    const terms = words.flatMap((typed, index) => {
      const isLast = index === words.length - 1
      const term = this.resolveOne(typed, options.completeLast && isLast, isLast)
      return term ? [term] : []
    })
    // A shopper pages through one text: a typo's scan of the vocabulary is done once for all.
    this.resolved.set(key, terms)
    if (this.resolved.size > RESOLVED_KEPT)
      this.resolved.delete(this.resolved.keys().next().value as string)
    return terms
  }

  private resolveOne(typed: string, completing: boolean, isLast: boolean): QueryTerm | undefined {
    const completions = this.completions(typed)
    if (this.known.has(typed)) {
      return { typed, words: [typed], prefix: completing && completions.length > 0 }
    }
    // A partly typed word: the last one, or any of three letters or more.
    if (completions.length > 0 && (isLast || typed.length >= 3)) {
      return { typed, words: completions, prefix: true }
    }
    const corrections = this.corrections(typed, completing)
    return corrections.length > 0 ? { typed, words: corrections, prefix: false } : undefined
  }

  /** The shortest words that start with `prefix` (not `prefix` itself). */
  private completions(prefix: string): string[] {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((this.sorted[middle] as string) < prefix) low = middle + 1
      else high = middle
    }
    const found: string[] = []
    for (let index = low; index < this.sorted.length; index++) {
      const word = this.sorted[index] as string
      if (!word.startsWith(prefix)) break
      if (word !== prefix) found.push(word)
    }
    return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, COMPLETIONS)
  }

  /** The words fewest edits away, within the allowance for its length; "oill" gives oil, oils. */
  private corrections(typed: string, completing: boolean): string[] {
    const limit = allowedEdits(typed.length)
    if (limit === 0) return []
    let fewest = limit + 1
    let best: string[] = []
    for (const word of this.sorted) {
      if (!plausible(typed, word, limit, completing)) continue
      const edits = distance(typed, word, completing)
      if (edits < fewest) {
        fewest = edits
        best = [word]
      } else if (edits === fewest) {
        best.push(word)
      }
    }
    const scored = best
      .map((word) => ({ word, similarity: trigramSimilarity(typed, word) }))
      .sort((a, b) => b.similarity - a.similarity)
    const top = scored[0]?.similarity ?? 0
    return scored
      .filter((entry) => entry.similarity >= top - 0.15)
      .slice(0, MAX_CORRECTIONS)
      .map((entry) => entry.word)
  }
}

/**
 * A cheap filter before the edit distance, so a large vocabulary stays fast: a typo rarely
 * touches both of the first two letters, and a finished word differs little in length.
 */
function plausible(typed: string, word: string, limit: number, completing: boolean): boolean {
  if (completing) return word[0] === typed[0]
  if (Math.abs(word.length - typed.length) > limit) return false
  return (
    word[0] === typed[0] || word[1] === typed[1] || (word[0] === typed[1] && word[1] === typed[0])
  )
}

/** While typing, "hedl" is one edit from the start of "headlight", not five from all of it. */
function distance(typed: string, word: string, completing: boolean): number {
  const whole = editDistance(typed, word)
  if (!completing) return whole
  let best = whole
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length > 0 && length < word.length) {
      best = Math.min(best, editDistance(typed, word.slice(0, length)))
    }
  }
  return best
}
