import { z } from 'zod'
import {
  AVI_CODECS,
  COLOUR_DEPTHS,
  FIT_MODES,
  FRAME_RATES,
  MAX_FILE_BUDGET,
  MAX_SIGN_SIDE,
  MIN_FILE_BUDGET,
  OUTPUT_TYPES,
} from './conversion-options.ts'

export {
  AVI_CODEC_LABELS,
  AVI_CODECS,
  type AviCodec,
  bmpBytes,
  budgetProblem,
  budgetText,
  COLOUR_DEPTHS,
  type ColourDepth,
  codecProblem,
  FIT_MODES,
  type FitMode,
  FORMAT_FRAME_RATES,
  FRAME_RATES,
  type FrameRate,
  fixedFileBytes,
  frameRateProblem,
  isStill,
  MAX_FILE_BUDGET,
  MAX_SIGN_SIDE,
  MIN_FILE_BUDGET,
  OUTPUT_TYPES,
  type OutputType,
  RAW_AVI_MAX_BYTES,
  rawAviBytes,
  rawAviSize,
  STILL_TYPES,
  type StillType,
} from './conversion-options.ts'

export { aspectRatio, REFERENCE_SIZES, type SignSize } from './sign-sizes.ts'

const side = (field: 'width' | 'height') =>
  z
    .number({ error: `${field} must be a number of pixels` })
    .int({ error: `${field} must be a whole number of pixels` })
    .min(1, { error: `${field} must be at least 1 pixel` })
    .max(MAX_SIGN_SIDE, { error: `${field} must be at most ${MAX_SIGN_SIDE} pixels` })

/** A file-size budget in bytes: what the sign's controller has room for (null: none). */
export const fileBudget = () =>
  z
    .number({ error: 'maxBytes must be a number of bytes' })
    .int({ error: 'maxBytes must be a whole number of bytes' })
    .min(MIN_FILE_BUDGET, { error: `maxBytes must be at least ${MIN_FILE_BUDGET} bytes` })
    .max(MAX_FILE_BUDGET, { error: `maxBytes must be at most ${MAX_FILE_BUDGET} bytes` })
    .nullable()

/**
 * What one conversion makes: the file type, the sign's exact size, the fit, the colours, the
 * frame rate, for an AVI whether its frames are compressed, and the most bytes the file may take.
 */
export const conversionSpecSchema = z.object({
  format: z.enum(OUTPUT_TYPES, { error: `format must be one of ${OUTPUT_TYPES.join(', ')}` }),
  width: side('width'),
  height: side('height'),
  fit: z
    .enum(FIT_MODES, { error: `fit must be one of ${FIT_MODES.join(', ')}` })
    .default('letterbox'),
  depth: z
    .enum(COLOUR_DEPTHS, { error: `depth must be one of ${COLOUR_DEPTHS.join(', ')}` })
    .default('full'),
  /** Frames a second: the clip's own, or what the sign's controller asks for (resampled). */
  fps: z
    .union(
      FRAME_RATES.map((rate) => z.literal(rate)),
      { error: `fps must be one of ${FRAME_RATES.join(', ')}` },
    )
    .default('source'),
  /** An AVI's frames: MJPEG, or uncompressed 24-bit for controllers that read raw frames. */
  codec: z
    .enum(AVI_CODECS, { error: `codec must be one of ${AVI_CODECS.join(', ')}` })
    .default('mjpeg'),
  /** The encoder meets it (lowering quality step by step), or the file is refused with its smallest size. */
  maxBytes: fileBudget().default(null),
})

export type ConversionSpec = z.infer<typeof conversionSpecSchema>
export type ConversionSpecInput = z.input<typeof conversionSpecSchema>
