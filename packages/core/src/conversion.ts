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

export { aspectRatio, REFERENCE_SIZES, type SignSize } from './sign-sizes.ts'

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
