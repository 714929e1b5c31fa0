import {
  type FitMode,
  fitGeometry,
  placeTexts,
  type SignSize,
  type TemplateField,
  type TextPlacement,
  textLeftAt,
  textOpacityAt,
} from '@marquee/core'
import type { SignTexts } from '../../stores/led-preview-store'
import { drawSignLogo } from './draw-sign-logo'
import { signFontFamily } from './sign-font-faces'

/**
 * When a still preview's moment has the text off or half faded (before its span, a blink's
 * dark half, a fade's ramp), the still shows it at a moment it is fully on: the customer is
 * looking for their words.
 */
function shownMoment(placement: TextPlacement, t: number): number {
  if (textOpacityAt(placement, t) === 1) return t
  const middle = (placement.start + placement.end) / 2
  return textOpacityAt(placement, middle) === 1 ? middle : placement.start + 0.25
}

function drawVideo(
  context: CanvasRenderingContext2D,
  video: HTMLVideoElement,
  sign: SignSize,
  fit: FitMode,
) {
  const source = { width: video.videoWidth, height: video.videoHeight }
  const { crop, scale, pad } = fitGeometry(fit, sign, source)
  const from = crop ?? { x: 0, y: 0, ...source }
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(
    video,
    from.x,
    from.y,
    from.width,
    from.height,
    pad?.x ?? 0,
    pad?.y ?? 0,
    scale.width,
    scale.height,
  )
}

/** A field's backdrop colour (the template's fields carry one since the contract's second cut), or null. */
const backdropOf = (field: TemplateField | undefined) =>
  (field as (TemplateField & { backdrop?: string | null }) | undefined)?.backdrop ?? null

function drawText(
  context: CanvasRenderingContext2D,
  placement: TextPlacement,
  backdrop: string | null,
  t: number,
) {
  // The backdrop fills the box for the whole span, steady under a blinking or fading text.
  if (backdrop && t >= placement.start && t <= placement.end) {
    const { box } = placement
    context.fillStyle = backdrop
    context.fillRect(box.x, box.y, box.width, box.height)
  }
  const opacity = textOpacityAt(placement, t)
  if (opacity === 0 || placement.text === '') return
  context.globalAlpha = opacity
  context.fillStyle = placement.color
  context.font = `${placement.fontSize}px "${signFontFamily(placement.font)}"`
  context.textBaseline = 'alphabetic'
  context.textAlign = 'left'
  // The browser's own width, so the text sits where it draws (core's advances leave out kerning).
  const width = context.measureText(placement.text).width
  context.fillText(placement.text, textLeftAt(placement, t, width), placement.baseline)
}

/**
 * One frame of a personalised clip at the sign's exact size in LEDs: the video through the
 * order's fit, then the customer's logo in its slot, then each text where core places it (as
 * the worker's render does), at the video's moment, cut to the picture. `still` shows each text even when that moment has it off.
 * Returns false when there is nothing to draw yet (no frame and no known source size).
 */
export function composeSignFrame(
  canvas: HTMLCanvasElement,
  video: HTMLVideoElement,
  signTexts: SignTexts,
  sign: SignSize,
  fit: FitMode,
  still: boolean,
): boolean {
  const hasFrame = video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0
  const source =
    signTexts.source ?? (hasFrame ? { width: video.videoWidth, height: video.videoHeight } : null)
  const context = canvas.getContext('2d')
  if (!source || !context) return false
  if (canvas.width !== sign.width) canvas.width = sign.width
  if (canvas.height !== sign.height) canvas.height = sign.height
  context.fillStyle = '#000'
  context.fillRect(0, 0, sign.width, sign.height)
  if (hasFrame) drawVideo(context, video, sign, fit)
  const t = video.currentTime
  // The worker draws text on the scaled picture before padding it: a scrolling text crossing
  // into the letterbox's bars is cut there, so the preview cuts it there too.
  const { scale, pad } = fitGeometry(fit, sign, source)
  context.save()
  context.beginPath()
  context.rect(pad?.x ?? 0, pad?.y ?? 0, scale.width, scale.height)
  context.clip()
  if (signTexts.logo) drawSignLogo(context, signTexts.logo, { sign, fit, source }, t, still)
  const placements = placeTexts(signTexts.fields, signTexts.texts, { sign, fit, source })
  placements.forEach((placement, index) => {
    const moment = still ? shownMoment(placement, t) : t
    drawText(context, placement, backdropOf(signTexts.fields[index]), moment)
  })
  context.restore()
  return true
}
