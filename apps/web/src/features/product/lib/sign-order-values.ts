import { FILE_TYPES, type Sign } from '@marquee/core'
import type { OrderFormValues } from './order-form-fields'

type SignValues = Pick<OrderFormValues, 'width' | 'height' | 'depth' | 'fps'> &
  Partial<Pick<OrderFormValues, 'fileType'>>

const isClipType = (format: Sign['format']): format is OrderFormValues['fileType'] =>
  (FILE_TYPES as readonly string[]).includes(format)

/**
 * The order form's fields a kept sign fills: its size, colours, frame rate and file type. A
 * sign that takes stills keeps the form's clip type: the form makes clips.
 */
export function signOrderValues(sign: Sign): SignValues {
  const values: SignValues = {
    width: sign.width,
    height: sign.height,
    depth: sign.depth,
    fps: String(sign.fps) as SignValues['fps'],
  }
  if (isClipType(sign.format)) values.fileType = sign.format
  return values
}

/** True when the form holds what this sign takes. */
export function formHoldsSign(
  form: Pick<OrderFormValues, 'width' | 'height' | 'depth' | 'fps' | 'fileType'>,
  sign: Sign,
): boolean {
  const values = signOrderValues(sign)
  return (
    form.width === values.width &&
    form.height === values.height &&
    form.depth === values.depth &&
    form.fps === values.fps &&
    (values.fileType === undefined || form.fileType === values.fileType)
  )
}
