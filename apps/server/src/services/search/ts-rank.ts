import type { Operand } from './text-query.ts'

/**
 * A document as ts_rank reads a tsvector: its lexemes in tsvector order (byte order, the
 * shorter first on a tie) with their positions, each `weight << 14 | position` (weight A = 3
 * ... D = 0); a stripped lexeme has none.
 */
export interface RankDocument {
  readonly size: number
  lexeme(entry: number): string
  positions(entry: number): ArrayLike<number>
}

const f = Math.fround
/** ts_rank's default weights {D, C, B, A}, float4 as in PostgreSQL. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)]
const MAX_ENTRY_POS = 1 << 14
const weightOf = (position: number) => WEIGHTS[position >> 14] as number
const positionOf = (position: number) => position & (MAX_ENTRY_POS - 1)
/** A stripped lexeme as calc_rank_or and calc_rank_and stand it in (tsrank.c's POSNULL). */
const NO_POSITION_OR = [0]
const NO_POSITION_AND = [MAX_ENTRY_POS - 1]

/** A query as ts_rank reads it: its operands sorted by lexeme, each once, and its top operator. */
export interface RankQuery {
  items: Operand[]
  and: boolean
}

/**
 * What ts_rank takes of a query: `operands` in the query's stored order, `and` when its top
 * operator is & or a phrase. PostgreSQL sorts the operands with a sort that is stable below
 * 7 of them and keeps the first of equal lexemes: past 7, of two equal lexemes of which only
 * one is a prefix, it may keep the other.
 */
export function rankQuery(operands: Operand[], and: boolean): RankQuery {
  const sorted = [...operands].sort((a, b) => compareLexemes(a.lexeme, b.lexeme, false))
  const items = sorted.filter(
    (operand, at) => at === 0 || (sorted[at - 1] as Operand).lexeme !== operand.lexeme,
  )
  return { items, and }
}

/**
 * PostgreSQL's `ts_rank(vector, query)` (tsrank.c, no normalisation): float4 arithmetic step
 * by step, so a rank equals the database's to the bit.
 */
export function tsRank(document: RankDocument, { items, and }: RankQuery): number {
  if (document.size === 0 || items.length === 0) return 0
  const rank = and && items.length >= 2 ? rankAnd(document, items) : rankOr(document, items)
  return rank < 0 ? f(1e-20) : rank
}

function rankOr(document: RankDocument, items: Operand[]): number {
  let rank = 0
  for (const item of items) {
    const [first, count] = findEntries(document, item)
    for (let entry = first; entry < first + count; entry++) {
      const positions = positionsOf(document, entry, NO_POSITION_OR)
      let sum = 0
      let top = -1
      let topAt = 0
      for (let j = 0; j < positions.length; j++) {
        const weight = weightOf(positions[j] as number)
        sum = f(sum + f(weight / ((j + 1) * (j + 1))))
        if (weight > top) {
          top = weight
          topAt = j
        }
      }
      const gain = f(f(top + sum) - f(top / ((topAt + 1) * (topAt + 1))))
      rank = f(rank + gain / 1.64493406685)
    }
  }
  return f(rank / items.length)
}

function rankAnd(document: RankDocument, items: Operand[]): number {
  const seen: (ArrayLike<number> | undefined)[] = new Array(items.length)
  let rank = -1
  for (let i = 0; i < items.length; i++) {
    const [first, count] = findEntries(document, items[i] as Operand)
    for (let entry = first; entry < first + count; entry++) {
      const positions = positionsOf(document, entry, NO_POSITION_AND)
      seen[i] = positions
      for (let k = 0; k < i; k++) {
        const earlier = seen[k]
        if (!earlier) continue
        const stripped = positions === NO_POSITION_AND || earlier === NO_POSITION_AND
        for (let l = 0; l < positions.length; l++) {
          for (let p = 0; p < earlier.length; p++) {
            const here = positions[l] as number
            const there = earlier[p] as number
            let distance = Math.abs(positionOf(here) - positionOf(there))
            if (distance === 0 && !stripped) continue
            if (distance === 0) distance = MAX_ENTRY_POS
            const weight = f(
              Math.sqrt(f(f(weightOf(here) * weightOf(there)) * wordDistance(distance))),
            )
            rank = rank < 0 ? weight : f(1 - (1 - rank) * (1 - weight))
          }
        }
      }
    }
  }
  return rank
}

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30)
  return f(1 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)))
}

function positionsOf(document: RankDocument, entry: number, none: number[]): ArrayLike<number> {
  const positions = document.positions(entry)
  return positions.length > 0 ? positions : (none as number[])
}

/** tsCompareString: byte order, the shorter first; with `prefix`, `entry` may go on past `query`. */
export function compareLexemes(query: string, entry: string, prefix: boolean): number {
  const length = Math.min(query.length, entry.length)
  for (let at = 0; at < length; at++) {
    const difference = query.charCodeAt(at) - entry.charCodeAt(at)
    if (difference !== 0) return difference
  }
  if (prefix) return query.length > entry.length ? 1 : 0
  return query.length - entry.length
}

/** find_wordentry: the first entry `item` matches and how many in a row do (a prefix may match several). */
function findEntries(document: RankDocument, item: Operand): [number, number] {
  let low = 0
  let high = document.size
  let middle = high
  let count = 0
  while (low < high) {
    middle = low + ((high - low) >> 1)
    const difference = compareLexemes(item.lexeme, document.lexeme(middle), false)
    if (difference === 0) {
      high = middle
      count = 1
      break
    }
    if (difference > 0) low = middle + 1
    else high = middle
  }
  if (item.prefix) {
    if (low >= high) middle = high
    count = 0
    while (
      middle < document.size &&
      compareLexemes(item.lexeme, document.lexeme(middle), true) === 0
    ) {
      count++
      middle++
    }
  }
  return [high, count]
}
