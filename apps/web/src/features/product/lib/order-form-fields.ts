import { aspectRatio, type ColourDepth, type FILE_TYPES, type FitMode } from '@marquee/core'

/** The order form's fields as the inputs hold them; the sign size is flat here. */
export interface OrderFormValues {
  width: number
  height: number
  fileType: (typeof FILE_TYPES)[number]
  fit: FitMode
  depth: ColourDepth
  customization: 'yes' | 'no'
  rushOrder: 'yes' | 'no'
  quantity: number
  comments: string
}

const isSide = (value: number) => Number.isInteger(value) && value >= 1

/** The reduced ratio of a valid size, or '' while a side is being typed. */
export const ratioOf = (width: number, height: number) =>
  isSide(width) && isSide(height) ? aspectRatio(width, height) : ''
