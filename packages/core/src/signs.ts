import { z } from 'zod'
import { CONTROLLER_PRESET_IDS } from './controller-presets.ts'
import { fileBudget } from './conversion.ts'
import {
  AVI_CODECS,
  COLOUR_DEPTHS,
  FRAME_RATES,
  MAX_SIGN_SIDE,
  OUTPUT_TYPES,
} from './conversion-options.ts'
import { singleLineText } from './input-fields.ts'

/** How many signs one account keeps. */
export const MAX_SIGNS = 20

/** Every file type a sign can take: the four clip formats, then the stills. */
export const SIGN_FORMATS = OUTPUT_TYPES

const side = (field: 'width' | 'height') =>
  z
    .number({ error: `${field} must be a number of pixels` })
    .int({ error: `${field} must be a whole number of pixels` })
    .min(1, { error: `${field} must be at least 1 pixel` })
    .max(MAX_SIGN_SIDE, { error: `${field} must be at most ${MAX_SIGN_SIDE} pixels` })

/** A sign's fields, checked, before the defaults a new sign gets. */
const signFields = {
  name: singleLineText()
    .trim()
    .min(1, { error: 'name: give the sign a name' })
    .max(60, { error: 'name must be at most 60 characters' }),
  width: side('width'),
  height: side('height'),
  depth: z.enum(COLOUR_DEPTHS, { error: `depth must be one of ${COLOUR_DEPTHS.join(', ')}` }),
  format: z.enum(SIGN_FORMATS, { error: `format must be one of ${SIGN_FORMATS.join(', ')}` }),
  fps: z.union(
    FRAME_RATES.map((rate) => z.literal(rate)),
    { error: `fps must be one of ${FRAME_RATES.join(', ')}` },
  ),
  codec: z.enum(AVI_CODECS, { error: `codec must be one of ${AVI_CODECS.join(', ')}` }),
  preset: z
    .enum(CONTROLLER_PRESET_IDS as [string, ...string[]], {
      error: 'preset must be one of the controller presets',
    })
    .nullable(),
  maxBytes: fileBudget(),
}

/** One of the customer's signs, as they add it (POST /api/me/signs). */
export const signInputSchema = z.object({
  ...signFields,
  depth: signFields.depth.default('full'),
  format: signFields.format.default('mp4'),
  fps: signFields.fps.default('source'),
  codec: signFields.codec.default('mjpeg'),
  preset: signFields.preset.default(null),
  maxBytes: signFields.maxBytes.default(null),
})
export type SignInput = z.input<typeof signInputSchema>

/** A change to a sign (PATCH /api/me/signs/{id}): any of its fields; the others stay as they are. */
export const signPatchSchema = z.object(signFields).partial()
export type SignPatch = z.infer<typeof signPatchSchema>

/** A sign as `/api/me` carries it. */
export const signSchema = z.object({ id: z.string(), ...signFields })
export type Sign = z.infer<typeof signSchema>
