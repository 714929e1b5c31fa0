import { boxOnSign, logoRect, type SignPicture } from '@marquee/core'
import type { SignLogoPicture } from '../../stores/led-preview-store'

/**
 * The customer's logo in the template's slot, as the worker overlays it: the slot's backdrop
 * over its box, then the picture scaled to core's logoRect (whole LEDs, centred, contained) at
 * that rect exactly. Only between the slot's start and end; a still preview shows it anyway,
 * as it does the texts: the customer is looking for their logo.
 */
export function drawSignLogo(
  context: CanvasRenderingContext2D,
  logo: SignLogoPicture,
  picture: SignPicture,
  t: number,
  still: boolean,
) {
  const { slot } = logo
  if (!still && (t < slot.start || t > slot.end)) return
  const box = boxOnSign(slot.box, picture)
  const rect = logoRect(box, { width: logo.picture.width, height: logo.picture.height })
  if (!rect) return
  if (slot.backdrop) {
    context.fillStyle = slot.backdrop
    context.fillRect(box.x, box.y, box.width, box.height)
  }
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(logo.picture, rect.x, rect.y, rect.width, rect.height)
}
