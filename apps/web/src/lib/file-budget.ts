import { digitGroups, MAX_FILE_BUDGET } from '@marquee/core'

// A file-size budget as the forms that convert a clip take it: KB typed in a number field.

/** The most KB a budget can be typed in: core's MAX_FILE_BUDGET, rounded down. */
const MAX_BUDGET_KB = Math.floor(MAX_FILE_BUDGET / 1024)

/**
 * The typed budget in bytes: null when left empty, undefined when it is not a number of KB
 * from 1 to core's largest (the form says so rather than send it).
 */
export function budgetBytes(kb: string): number | null | undefined {
  if (kb.trim() === '') return null
  const value = Number(kb)
  if (!Number.isFinite(value) || value < 1 || value > MAX_BUDGET_KB) return undefined
  return Math.round(value * 1024)
}

/** A budget as the form shows it, in KB. */
export const budgetKbOf = (maxBytes: number | null) =>
  maxBytes === null ? '' : String(Math.round((maxBytes / 1024) * 100) / 100)

export const BUDGET_ERROR = `Enter a budget from 1 to ${digitGroups(MAX_BUDGET_KB)} KB, or leave it empty for no limit`
