import { FILE_TYPES } from './file-types.ts'
import { REFERENCE_SIZES } from './sign-sizes.ts'

// What every clip can be delivered as and used for, beside its own facts (clip-facts.ts); no
// zod here, so product cards and quick view can show it from the first page.

const first = REFERENCE_SIZES[0]
const last = REFERENCE_SIZES.at(-1)

/** What every clip can be delivered as: the order form's file types and size range. */
export const CLIP_DELIVERY = {
  formats: FILE_TYPES.map((type) => type.toUpperCase()),
  smallest: first ? `${first.width} x ${first.height} px` : '',
  largest: last ? `${last.width} x ${last.height} px` : '',
}

/** The licence every clip is sold under, in one line. */
export const CLIP_LICENCE = 'Single use on one sign (one device); no resale or redistribution.'

/** A duration as the product page shows it: '4 s', '12.5 s'. */
export const formatSeconds = (seconds: number) => `${Math.round(seconds * 10) / 10} s`

/** A frame rate as shown: '25 fps', '29.97 fps'. */
export const formatFps = (fps: number) => `${Math.round(fps * 100) / 100} fps`
