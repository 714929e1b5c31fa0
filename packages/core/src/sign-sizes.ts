// Sign sizes the order form offers, in a module without zod so the first page can use them.

export interface SignSize {
  width: number
  height: number
}

const REFERENCE_FIRST: SignSize = { width: 80, height: 32 }
const REFERENCE_LAST: SignSize = { width: 776, height: 720 }
const REFERENCE_COUNT = 75
const STEP = 8

/**
 * docs/requirements.md §3: about 75 sizes from 80x32 to 776x720 in steps of 8. Width has 87 steps of 8 to
 * climb and height 86, so each of the 75 entries moves both sides by the nearest multiple
 * of 8 on a straight line between the ends: every size is a multiple of 8 and both sides
 * rise at every entry.
 */
export const REFERENCE_SIZES: readonly SignSize[] = Array.from(
  { length: REFERENCE_COUNT },
  (_, index) => {
    const along = (first: number, last: number) =>
      first + STEP * Math.round((index * (last - first)) / STEP / (REFERENCE_COUNT - 1))
    return {
      width: along(REFERENCE_FIRST.width, REFERENCE_LAST.width),
      height: along(REFERENCE_FIRST.height, REFERENCE_LAST.height),
    }
  },
)

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b)
}

/** The reduced ratio the order form shows read-only, e.g. 384x192 -> '2:1'. */
export function aspectRatio(width: number, height: number): string {
  const divisor = greatestCommonDivisor(width, height)
  return `${width / divisor}:${height / divisor}`
}
