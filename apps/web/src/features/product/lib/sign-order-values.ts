import { FILE_TYPES, type Sign } from '@marquee/core'
import { budgetKbOf } from '@/lib/file-budget'
import type { OrderFormValues } from './order-form-fields'

type SignValues = Pick<
  OrderFormValues,
  'width' | 'height' | 'depth' | 'fps' | 'codec' | 'budgetKb'
> &
  Partial<Pick<OrderFormValues, 'fileType'>>

/** True for a sign that takes clips, not stills: the order form's file types. */
const isClipType = (format: Sign['format']): format is OrderFormValues['fileType'] =>
  (FILE_TYPES as readonly string[]).includes(format)

/**
 * The order form's fields a kept sign fills: its size, colours, frame rate, file type, an
 * AVI's codec and its file-size budget. A sign that takes stills keeps the form's clip type:
 * the form makes clips.
 */
export function signOrderValues(sign: Sign): SignValues {
  const values: SignValues = {
    width: sign.width,
    height: sign.height,
    depth: sign.depth,
    fps: String(sign.fps) as SignValues['fps'],
    codec: sign.format === 'avi' ? sign.codec : 'mjpeg',
    budgetKb: budgetKbOf(sign.maxBytes),
  }
  if (isClipType(sign.format)) values.fileType = sign.format
  return values
}

/** True when the form holds what this sign takes. */
export function formHoldsSign(
  form: Pick<
    OrderFormValues,
    'width' | 'height' | 'depth' | 'fps' | 'fileType' | 'codec' | 'budgetKb'
  >,
  sign: Sign,
): boolean {
  const values = signOrderValues(sign)
  return (
    form.width === values.width &&
    form.height === values.height &&
    form.depth === values.depth &&
    form.fps === values.fps &&
    form.budgetKb === values.budgetKb &&
    (values.fileType === undefined || form.fileType === values.fileType) &&
    (values.fileType !== 'avi' || form.codec === values.codec)
  )
}
