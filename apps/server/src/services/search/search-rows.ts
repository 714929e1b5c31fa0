import type { SearchRow } from './search-statement.ts'

/** A product that matches the text (and the sale rule), with the sidebar filters it passes. */
export interface Match {
  id: number
  /** FILTER_BITS of the filters it passes. */
  mask: number
}

/** The page's product ids, in order. */
export function pageIds(rows: SearchRow[]): number[] {
  return rows
    .filter((row) => row.kind === 'page')
    .sort((x, y) => (x.n ?? 0) - (y.n ?? 0))
    .flatMap((row) => (row.id === null ? [] : [row.id]))
}

const COMMA = 44
const COLON = 58
const ZERO = 48

/**
 * The summary row's `id:mask,id:mask...` list, read digit by digit: a broad word matches
 * thousands of products, and splitting and slicing the text cost ten times as much.
 */
export function matchesOf(rows: SearchRow[]): Match[] {
  const list = rows.find((row) => row.kind === 'summary')?.matches
  if (!list) return []
  const matches: Match[] = []
  let id = 0
  let number = 0
  for (let at = 0; at <= list.length; at++) {
    const char = at < list.length ? list.charCodeAt(at) : COMMA
    if (char === COLON) {
      id = number
      number = 0
    } else if (char === COMMA) {
      matches.push({ id, mask: number })
      number = 0
    } else {
      number = number * 10 + char - ZERO
    }
  }
  return matches
}
