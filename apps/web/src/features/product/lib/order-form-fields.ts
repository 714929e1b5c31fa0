import {
  type AviCodec,
  aspectRatio,
  type ColourDepth,
  type FILE_TYPES,
  type FitMode,
  type FrameRate,
} from '@marquee/core'

/** The order form's fields as the inputs hold them; the sign size is flat here. */
export interface OrderFormValues {
  width: number
  height: number
  fileType: (typeof FILE_TYPES)[number]
  fit: FitMode
  depth: ColourDepth
  /** The frame rate as its select holds it: 'source', '15', '25' or '30'. */
  fps: `${FrameRate}`
  /** An AVI's frames: MJPEG or uncompressed (other types ignore it). */
  codec: AviCodec
  /** A credit download's file-size budget in KB as typed; '' for none. */
  budgetKb: string
  customization: 'yes' | 'no'
  rushOrder: 'yes' | 'no'
  quantity: number
  comments: string
  /** A personalisable clip's texts by field name, as typed ('' shows the field's default). */
  personalization: Record<string, string>
}

/** The fields with one value and one error each (the texts are judged on their own). */
export type OrderFieldName = Exclude<keyof OrderFormValues, 'personalization'>

const isSide = (value: number) => Number.isInteger(value) && value >= 1

/** The reduced ratio of a valid size, or '' while a side is being typed. */
export const ratioOf = (width: number, height: number) =>
  isSide(width) && isSide(height) ? aspectRatio(width, height) : ''
