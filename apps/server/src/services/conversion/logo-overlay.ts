import {
  boxOnSign,
  type ConversionSpec,
  logoRect,
  type SignBox,
  type SignLogoExtension,
  type SourceShape,
  type TemplateLogo,
} from '@marquee/core'
import { filterValue } from './filter-escape.ts'
import type { PictureOffset } from './text-overlay.ts'

/** The customer's logo as a local file for this conversion, with its picture's size. */
export interface LogoFile {
  file: string
  /** Its type, from its storage key (core's SIGN_LOGO_EXTENSIONS). */
  type: SignLogoExtension
  width: number
  height: number
  slot: TemplateLogo
}

/** A logo placed on the sign: where its picture goes and where its slot's backdrop goes. */
export interface DrawnLogo {
  file: string
  /** Its demuxer: the file's own type, so nothing is guessed from its bytes or name. */
  demuxer: 'png_pipe' | 'jpeg_pipe' | 'webp_pipe'
  picture: { width: number; height: number }
  /** The picture scaled into the slot (core's logoRect), on the sign. */
  rect: SignBox
  /** The slot's box on the sign, which its backdrop fills. */
  box: SignBox
  backdrop: string | null
  start: number
  end: number
}

const DEMUXERS = { png: 'png_pipe', jpg: 'jpeg_pipe', webp: 'webp_pipe' } as const

/**
 * The logo laid out on the sign through the clip's fit, as the storefront's preview lays it
 * out; null when there is none or its slot shows less than one LED at this size.
 */
export function placeLogo(
  logo: LogoFile | null | undefined,
  spec: ConversionSpec,
  source: SourceShape,
): DrawnLogo | null {
  if (!logo) return null
  const box = boxOnSign(logo.slot.box, { sign: spec, fit: spec.fit, source })
  const rect = logoRect(box, logo)
  if (!rect) return null
  const { backdrop, start, end } = logo.slot
  return {
    file: logo.file,
    demuxer: DEMUXERS[logo.type],
    picture: { width: logo.width, height: logo.height },
    rect,
    box,
    backdrop,
    start,
    end,
  }
}

/** ffmpeg's input options for the logo: its one image demuxer, local files only. */
export const logoInputArgs = (logo: DrawnLogo) => [
  '-f',
  logo.demuxer,
  '-protocol_whitelist',
  'file',
]

const num = (value: number) => String(Number(value.toFixed(4)))

/** The filters that put a placed logo on a picture placed at `offset` on the sign. */
export function logoFilters(logo: DrawnLogo, offset: PictureOffset, scaleFlags: string) {
  const during = `between(t,${num(logo.start)},${num(logo.end)})`
  const left = Math.round(logo.box.x - offset.x)
  const top = Math.round(logo.box.y - offset.y)
  const width = Math.round(logo.box.x + logo.box.width - offset.x) - left
  const height = Math.round(logo.box.y + logo.box.height - offset.y) - top
  const backdrop =
    logo.backdrop && width > 0 && height > 0
      ? [
          `drawbox=x=${left}:y=${top}:w=${width}:h=${height}:color=${logo.backdrop}:t=fill:enable=${filterValue(during)}`,
        ]
      : []
  const { rect } = logo
  return {
    /** The logo's own chain, from the second input to [logo]. */
    picture: `[1:v:0]scale=${rect.width}:${rect.height}:flags=${scaleFlags},format=rgba[logo]`,
    backdrop,
    overlay: (format: 'gbrp' | 'yuv444' | 'auto') =>
      `overlay=x=${rect.x - offset.x}:y=${rect.y - offset.y}:format=${format}:enable=${filterValue(during)}`,
  }
}
