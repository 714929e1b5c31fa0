// The converter's choices without their zod schemas (conversion.ts): the storefront's order
// form lists them on its first load, and building schemas there costs the page's first seconds.

import { digitGroups } from './digit-groups.ts'
import { FILE_TYPES } from './file-types.ts'

/** Single pictures for boards that show stills: the clip's hold frame at the sign's size. */
export const STILL_TYPES = ['png', 'bmp'] as const
export type StillType = (typeof STILL_TYPES)[number]

/** Every file the converter makes: the four clip types, then the stills. */
export const OUTPUT_TYPES = [...FILE_TYPES, ...STILL_TYPES] as const
export type OutputType = (typeof OUTPUT_TYPES)[number]

export const isStill = (format: OutputType): format is StillType =>
  (STILL_TYPES as readonly string[]).includes(format)

type FileType = OutputType

/** How a clip meets a sign of another shape: bars, a centred cut, or a stretch. */
export const FIT_MODES = ['letterbox', 'crop', 'stretch'] as const
export type FitMode = (typeof FIT_MODES)[number]

/** What the sign's LEDs can show: full colour, red and green only, or one amber colour. */
export const COLOUR_DEPTHS = ['full', 'red-green', 'amber'] as const
export type ColourDepth = (typeof COLOUR_DEPTHS)[number]

/** The largest width or height the converter makes (ffmpeg's encoders all reach it). */
export const MAX_SIGN_SIDE = 4096

/** The frame rates a file can be made at: the clip's own, or one a controller asks for. */
export const FRAME_RATES = ['source', 15, 25, 30] as const
export type FrameRate = (typeof FRAME_RATES)[number]

/**
 * The rates a file type carries when one is asked for: any in an MP4 or an AVI; MPEG-1 codes
 * 25 and 30 of them (not 15); a GIF's delays are whole centiseconds, so only 25 (4 cs a frame)
 * keeps its pace exact. The clip's own rate ('source') is always allowed.
 */
export const FORMAT_FRAME_RATES = {
  mp4: FRAME_RATES,
  avi: FRAME_RATES,
  mpeg: ['source', 25, 30],
  gif: ['source', 25],
  png: ['source'],
  bmp: ['source'],
} as const satisfies Record<FileType, readonly FrameRate[]>

/** Why a file type cannot run at the asked rate (null when it can), naming the rates it can. */
export function frameRateProblem(format: FileType, fps: FrameRate): string | null {
  const allowed: readonly FrameRate[] = FORMAT_FRAME_RATES[format]
  if (allowed.includes(fps)) return null
  if (isStill(format)) return `${format.toUpperCase()} is one picture: it has no frame rate`
  const rates = allowed.filter((rate) => rate !== 'source')
  return `${format.toUpperCase()} runs at ${rates.join(' or ')} frames a second, or the clip's own rate`
}

/** How an AVI's pictures are stored: MJPEG (the default), or uncompressed for controllers that need it. */
export const AVI_CODECS = ['mjpeg', 'raw'] as const
export type AviCodec = (typeof AVI_CODECS)[number]

/** How the store's forms name each AVI codec (short: the select is half a phone's width). */
export const AVI_CODEC_LABELS: Record<AviCodec, string> = {
  mjpeg: 'MJPEG',
  raw: 'Raw',
}

/** Why a file type cannot take the asked codec (null when it can): only an AVI is made uncompressed. */
export function codecProblem(format: FileType, codec: AviCodec): string | null {
  if (codec === 'mjpeg' || format === 'avi') return null
  return `codec raw is for AVI files only: ${format.toUpperCase()} has its own encoder`
}

/**
 * The largest uncompressed AVI the store makes: 1 GiB, AVI 1.0's own limit, which older
 * controllers' players read; beyond it a clip is too large or too long for raw frames.
 */
export const RAW_AVI_MAX_BYTES = 2 ** 30

/**
 * An uncompressed AVI's size: each frame 24-bit BGR rows padded to 4 bytes, in an 8-byte
 * chunk with a 16-byte index entry, and the headers (a few KiB) beside them.
 */
export function rawAviBytes(width: number, height: number, frames: number): number {
  const row = Math.ceil((width * 3) / 4) * 4
  return frames * (row * height + 24) + 8192
}

const sizeText = (bytes: number) =>
  bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(1)} GB` : `${Math.ceil(bytes / 2 ** 20)} MB`

/**
 * The size of an uncompressed AVI of a clip (`seconds` long at `clipFps`) at this spec, and
 * why it cannot be made (null when it can): over RAW_AVI_MAX_BYTES.
 */
export function rawAviSize(
  spec: { width: number; height: number; fps: FrameRate },
  seconds: number,
  clipFps: number,
): { bytes: number; text: string; problem: string | null } {
  const fps = spec.fps === 'source' ? clipFps : spec.fps
  const bytes = rawAviBytes(spec.width, spec.height, Math.ceil(seconds * fps))
  const text = sizeText(bytes)
  const problem =
    bytes > RAW_AVI_MAX_BYTES
      ? `codec raw at ${spec.width}x${spec.height} makes a ${text} file; uncompressed AVIs are made up to ${sizeText(RAW_AVI_MAX_BYTES)}: choose a smaller size, a lower frame rate or codec mjpeg`
      : null
  return { bytes, text, problem }
}

/** The smallest file-size budget a file can be asked to meet, in bytes. */
export const MIN_FILE_BUDGET = 1024
/** The largest budget worth naming (a controller's whole memory card), in bytes. */
export const MAX_FILE_BUDGET = 2 ** 31 - 1

/** A 24-bit BMP's size: rows of BGR padded to 4 bytes, after its 54-byte headers. */
export function bmpBytes(width: number, height: number): number {
  return 54 + Math.ceil((width * 3) / 4) * 4 * height
}

/**
 * The size of a file that has one size only, known before it is made: an uncompressed AVI of
 * a clip `seconds` long at `clipFps`, or a BMP. Null for a file its encoder can make smaller.
 */
export function fixedFileBytes(
  spec: { format: FileType; width: number; height: number; fps: FrameRate; codec: AviCodec },
  seconds: number,
  clipFps: number,
): number | null {
  if (spec.format === 'bmp') return bmpBytes(spec.width, spec.height)
  if (spec.format === 'avi' && spec.codec === 'raw') return rawAviSize(spec, seconds, clipFps).bytes
  return null
}

/** A budget as the forms set it: '2 MB' or '64 KB' when whole, else its bytes ('1,500 bytes'). */
export function budgetText(bytes: number): string {
  if (bytes % 2 ** 20 === 0) return `${bytes / 2 ** 20} MB`
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`
  return `${digitGroups(bytes)} bytes`
}

/**
 * Why a file of `bytes` (the smallest its encoder reached, or its one size) does not meet the
 * spec's budget, naming both sizes and what would help; null when it fits or has no budget.
 */
export function budgetProblem(
  spec: {
    format: FileType
    width: number
    height: number
    codec: AviCodec
    maxBytes: number | null
  },
  bytes: number,
): string | null {
  if (spec.maxBytes === null || bytes <= spec.maxBytes) return null
  const type =
    spec.format === 'avi' && spec.codec === 'raw' ? 'uncompressed AVI' : spec.format.toUpperCase()
  return `The smallest ${type} of this clip at ${spec.width}x${spec.height} is ${digitGroups(bytes)} bytes, over the ${digitGroups(spec.maxBytes)}-byte file-size budget: raise the budget, or choose a smaller size or another file type`
}
