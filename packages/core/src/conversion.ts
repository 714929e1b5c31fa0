import { z } from 'zod'
import { FILE_TYPES } from './order-form.ts'

/** How a clip meets a sign of another shape: bars, a centred cut, or a stretch. */
export const FIT_MODES = ['letterbox', 'crop', 'stretch'] as const
export type FitMode = (typeof FIT_MODES)[number]

/** What the sign's LEDs can show: full colour, red and green only, or one amber colour. */
export const COLOUR_DEPTHS = ['full', 'red-green', 'amber'] as const
export type ColourDepth = (typeof COLOUR_DEPTHS)[number]

/** The largest width or height the converter makes (ffmpeg's encoders all reach it). */
export const MAX_SIGN_SIDE = 4096

export interface SignSize {
  width: number
  height: number
}

const REFERENCE_FIRST: SignSize = { width: 80, height: 32 }
const REFERENCE_LAST: SignSize = { width: 776, height: 720 }
const REFERENCE_COUNT = 75
const STEP = 8

/**
 * SPEC §3: about 75 sizes from 80x32 to 776x720 in steps of 8. Width has 87 steps of 8 to
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

const side = (field: 'width' | 'height') =>
  z
    .number({ error: `${field} must be a number of pixels` })
    .int({ error: `${field} must be a whole number of pixels` })
    .min(1, { error: `${field} must be at least 1 pixel` })
    .max(MAX_SIGN_SIDE, { error: `${field} must be at most ${MAX_SIGN_SIDE} pixels` })

/** What one conversion makes: the file type, the sign's exact size, the fit and the colours. */
export const conversionSpecSchema = z.object({
  format: z.enum(FILE_TYPES, { error: `format must be one of ${FILE_TYPES.join(', ')}` }),
  width: side('width'),
  height: side('height'),
  fit: z
    .enum(FIT_MODES, { error: `fit must be one of ${FIT_MODES.join(', ')}` })
    .default('letterbox'),
  depth: z
    .enum(COLOUR_DEPTHS, { error: `depth must be one of ${COLOUR_DEPTHS.join(', ')}` })
    .default('full'),
})

export type ConversionSpec = z.infer<typeof conversionSpecSchema>
export type ConversionSpecInput = z.input<typeof conversionSpecSchema>
