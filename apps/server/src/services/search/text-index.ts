import type { Operand, TextQuery } from './text-query.ts'
import { compareLexemes, type RankDocument, type RankQuery, tsRank } from './ts-rank.ts'
import { parseVector } from './tsvector-text.ts'
import { yieldToRequests } from './yield-to-requests.ts'

/** Products per slice of finishLoad's passes (~5 ms each at 100,000 clips). */
const FINISH_SLICE = 10_000

/**
 * Which products a text matches and how well, answered in memory: the lexemes of every
 * published product's `search_vector` as lists of product ids (an inverted index) and its
 * `rank_vector` with positions, both read from the database, so the stemming and the
 * weights are the database's own. Matching follows `search_vector @@ query` and ranking is
 * `ts_rank(rank_vector, query)` to the bit (ts-rank.ts): a text nobody searched before costs
 * list merges and a few thousand small ranks instead of statements on PGlite's one thread.
 */
export class TextIndex {
  private readonly lexemeIds = new Map<string, number>()
  private readonly lexemes: string[] = []
  /**
   * Per lexeme, the products whose search vector holds it, ascending, copied on a write. Built
   * at their final length once the index has loaded (finishLoad): lists grown product by
   * product left their outgrown copies and then themselves to the collector, ~150 MB of
   * old-generation garbage at 100,000 clips that the process kept as resident memory.
   */
  private postings: Int32Array[] = []
  private loading = true
  /** Lexeme ids in lexeme order, for prefixes; made again once new lexemes arrive. */
  private ordered: number[] | undefined
  /**
   * Per product, one typed array: its rank vector ([size, lexeme ids..., size + 1 position
   * starts..., positions...]), then the lexemes of its search vector the rank vector lacks
   * (the details'): what ranking reads, and what to take it out of when it changes. 16-bit
   * unless a lexeme id or the length needs more: 19 MB instead of 37 at 100,000 clips.
   */
  private readonly vectors: (Vector | undefined)[] = []
  private readonly document = new PackedDocument(this.lexemes)

  /**
   * Adds a product from the text forms of its two vectors, or takes them again after a write.
   * Vectors the write left as they were (a price, the stock) leave every list untouched: at
   * 100,000 clips, copying a product's fifty lists of up to 100,000 ids and the collection it
   * set off held the thread for 120 ms.
   */
  add(id: number, searchVector: string, rankVector: string): void {
    const entries = parseVector(rankVector)
    const ranked = entries.map((entry) => this.lexemeId(entry.lexeme))
    const inRank = new Set(ranked)
    const extra = parseVector(searchVector)
      .map((entry) => this.lexemeId(entry.lexeme))
      .filter((lexeme) => !inRank.has(lexeme))
    const positions = entries.reduce((sum, entry) => sum + entry.positions.length, 0)
    const length = 2 + 2 * entries.length + positions + extra.length
    // Positions are 16-bit (weight << 14 | position); lexeme ids and offsets mostly are too.
    const wide = length > 0xffff || [...ranked, ...extra].some((lexeme) => lexeme > 0xffff)
    const packed = wide ? new Int32Array(length) : new Uint16Array(length)
    packed[0] = entries.length
    packed.set(ranked, 1)
    let start = 2 + 2 * entries.length
    for (const [at, entry] of entries.entries()) {
      packed[1 + entries.length + at] = start
      packed.set(entry.positions, start)
      start += entry.positions.length
    }
    packed[1 + 2 * entries.length] = start
    packed.set(extra, start)
    if (this.loading) {
      this.vectors[id] = packed
      return
    }
    const held = this.vectors[id]
    if (held && held.length === packed.length && held.every((value, at) => value === packed[at])) {
      return
    }
    this.remove(id)
    this.vectors[id] = packed
    for (const lexeme of lexemesOf(packed)) {
      this.postings[lexeme] = inserted(this.postings[lexeme] as Int32Array, id)
    }
  }

  remove(id: number): void {
    const vector = this.vectors[id]
    if (!vector) return
    if (!this.loading) {
      for (const lexeme of lexemesOf(vector)) {
        this.postings[lexeme] = removed(this.postings[lexeme] as Int32Array, id)
      }
    }
    this.vectors[id] = undefined
  }

  /**
   * Builds every lexeme's list, each at its final length, from the products added so far:
   * called once the index has loaded; from then on a write updates the lists it touches. In
   * slices of products with a turn for waiting requests between them: at 100,000 clips the
   * two passes take 70-100 ms of the thread.
   */
  async finishLoad(): Promise<void> {
    const counts = new Int32Array(this.lexemes.length)
    await this.eachSlice((_, vector) => {
      for (const [from, to] of lexemeSpans(vector)) {
        for (let at = from; at < to; at++) {
          const lexeme = vector[at] as number
          counts[lexeme] = (counts[lexeme] as number) + 1
        }
      }
    })
    const postings = Array.from(counts, (count) => new Int32Array(count))
    const filled = new Int32Array(this.lexemes.length)
    await this.eachSlice((id, vector) => {
      for (const [from, to] of lexemeSpans(vector)) {
        for (let at = from; at < to; at++) {
          const lexeme = vector[at] as number
          const place = filled[lexeme] as number
          ;(postings[lexeme] as Int32Array)[place] = id
          filled[lexeme] = place + 1
        }
      }
    })
    this.postings = postings
    this.loading = false
  }

  /** Calls `visit` with every product's vector in id order, yielding between slices. */
  private async eachSlice(visit: (id: number, vector: Vector) => void): Promise<void> {
    for (let id = 0; id < this.vectors.length; id++) {
      const vector = this.vectors[id]
      if (vector) visit(id, vector)
      if (id % FINISH_SLICE === FINISH_SLICE - 1) await yieldToRequests()
    }
  }

  /** The products `query` matches (`search_vector @@ query`), ascending; nobody may change it. */
  matches(query: TextQuery): Postings {
    switch (query.kind) {
      case 'operand':
        return this.holding(query.operand)
      case 'phrase': {
        const candidates = query.operands.map((operand) => this.holding(operand)).reduce(intersect)
        return Array.from(candidates).filter((id) =>
          this.inPhrase(id, query.operands, query.distances),
        )
      }
      case 'and':
        return query.children.map((child) => this.matches(child)).reduce(intersect)
      case 'or':
        return union(query.children.map((child) => this.matches(child)))
    }
  }

  /** `ts_rank(rank_vector, query)` of product `id`. */
  rank(id: number, query: RankQuery): number {
    const vector = this.vectors[id]
    if (!vector) return 0
    this.document.vector = vector
    return tsRank(this.document, query)
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme)
    if (id === undefined) {
      id = this.lexemes.length
      this.lexemeIds.set(lexeme, id)
      this.lexemes.push(lexeme)
      this.postings.push(NONE)
      this.ordered = undefined
    }
    return id
  }

  /** The products holding the operand's lexeme, or with a prefix any lexeme it begins. */
  private holding(operand: Operand): Postings {
    if (!operand.prefix) {
      const id = this.lexemeIds.get(operand.lexeme)
      return id === undefined ? NONE : (this.postings[id] as Int32Array)
    }
    const lists: Postings[] = []
    for (const id of this.lexemesFrom(operand.lexeme)) lists.push(this.postings[id] as Int32Array)
    return union(lists)
  }

  /** The ids of the lexemes that begin with `prefix`. */
  private *lexemesFrom(prefix: string): Generator<number> {
    this.ordered ??= this.lexemes
      .map((_, id) => id)
      .sort((a, b) => compareLexemes(this.lexemes[a] as string, this.lexemes[b] as string, false))
    const ordered = this.ordered
    let low = 0
    let high = ordered.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compareLexemes(this.lexemes[ordered[middle] as number] as string, prefix, false) < 0) {
        low = middle + 1
      } else high = middle
    }
    for (let at = low; at < ordered.length; at++) {
      const id = ordered[at] as number
      if (compareLexemes(prefix, this.lexemes[id] as string, true) !== 0) break
      yield id
    }
  }

  /**
   * A phrase needs its parts at the given distances, by the positions of the rank vector
   * (the search vector's details are stripped: a phrase never matches there, as in the database).
   */
  private inPhrase(id: number, operands: Operand[], distances: number[]): boolean {
    const vector = this.vectors[id]
    if (!vector) return false
    this.document.vector = vector
    const sets = operands.map((operand) => this.document.positionsOf(operand))
    const [firsts, ...rest] = sets
    for (const start of firsts ?? []) {
      let at = start
      const follows = rest.every((positions, index) => {
        at += distances[index] as number
        return positions.has(at)
      })
      if (follows) return true
    }
    return false
  }
}

/** A packed rank vector read as ts-rank.ts reads a document. */
class PackedDocument implements RankDocument {
  vector: Vector = new Uint16Array(2)

  constructor(private readonly lexemes: string[]) {}

  get size(): number {
    return this.vector[0] as number
  }

  lexeme(entry: number): string {
    return this.lexemes[this.vector[1 + entry] as number] as string
  }

  positions(entry: number): Vector {
    const starts = 1 + this.size + entry
    return this.vector.subarray(this.vector[starts] as number, this.vector[starts + 1] as number)
  }

  /** The positions (without weights) of every entry the operand matches. */
  positionsOf(operand: Operand): Set<number> {
    const found = new Set<number>()
    for (let entry = 0; entry < this.size; entry++) {
      if (compareLexemes(operand.lexeme, this.lexeme(entry), operand.prefix) !== 0) continue
      for (const position of this.positions(entry)) found.add(position & 0x3fff)
    }
    return found
  }
}

/** Product ids, ascending. */
type Postings = number[] | Int32Array

/** A product's packed vectors (TextIndex.vectors). */
type Vector = Uint16Array | Int32Array

const NONE = new Int32Array(0)

/** Where a packed vector holds lexeme ids: its rank vector's, then its details' own. */
function lexemeSpans(vector: Vector): [[number, number], [number, number]] {
  const size = vector[0] as number
  return [
    [1, 1 + size],
    [vector[1 + 2 * size] as number, vector.length],
  ]
}

/** The lexeme ids a packed vector holds. */
function* lexemesOf(vector: Vector): Generator<number> {
  for (const [from, to] of lexemeSpans(vector)) {
    for (let at = from; at < to; at++) yield vector[at] as number
  }
}

function lowerBound(list: Postings, id: number): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((list[middle] as number) < id) low = middle + 1
    else high = middle
  }
  return low
}

/** A copy of `list` with `id`. */
function inserted(list: Int32Array, id: number): Int32Array {
  const at = lowerBound(list, id)
  const grown = new Int32Array(list.length + 1)
  grown.set(list.subarray(0, at))
  grown[at] = id
  grown.set(list.subarray(at), at + 1)
  return grown
}

/** A copy of `list` without `id`, which it holds. */
function removed(list: Int32Array, id: number): Int32Array {
  const at = lowerBound(list, id)
  const shrunk = new Int32Array(list.length - 1)
  shrunk.set(list.subarray(0, at))
  shrunk.set(list.subarray(at + 1), at)
  return shrunk
}

function intersect(a: Postings, b: Postings): Postings {
  const both: number[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i] as number
    const y = b[j] as number
    if (x === y) {
      both.push(x)
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return both
}

/** Every id in any of the lists, ascending, each once. */
function union(lists: Postings[]): Postings {
  const nonEmpty = lists.filter((list) => list.length > 0)
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? []
  let last = 0
  for (const list of nonEmpty) last = Math.max(last, list[list.length - 1] as number)
  const present = new Uint8Array(last + 1)
  for (const list of nonEmpty) for (const id of list) present[id] = 1
  const ids: number[] = []
  for (let id = 0; id <= last; id++) if (present[id]) ids.push(id)
  return ids
}
