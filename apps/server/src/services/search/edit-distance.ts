/**
 * Damerau-Levenshtein distance (optimal string alignment): insertions, deletions,
 * substitutions and swaps of neighbours each cost 1, so "chnage" is one edit from "change".
 * Trigram similarity alone ranks such swaps too low; this re-ranks its candidates.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  let beforePrevious: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] as number) + 1)
      }
      current.push(best)
    }
    beforePrevious = previous
    previous = current
  }
  return previous[b.length] as number
}

/** How many edits a word of this length may need and still count as a typo of another. */
export function allowedEdits(length: number): number {
  if (length <= 2) return 0
  if (length <= 5) return 1
  return 2
}
