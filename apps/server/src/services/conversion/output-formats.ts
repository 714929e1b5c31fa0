import type { ConversionSpec } from '@marquee/core'

/** A GIF's palette: how many colours, and how paletteuse spreads the ones it lacks. */
export interface GifPalette {
  colours: number
  dither: 'bayer' | 'none'
}

/**
 * How one file type is encoded at one step of its quality ladder (0: its best picture, the
 * default): ffmpeg's muxer and encoder, the frame rates it allows, and how many steps the
 * ladder has, each a smaller file than the one before, for a file-size budget.
 */
export interface OutputFormat {
  muxer: string
  codec: string
  /** The encoder's pixel format, reached after every filter (null: the palette decides). */
  pixFmt: string | null
  /** A GIF's palette at this step; null for every other type. */
  palette: GifPalette | null
  encoderArgs: readonly string[]
  /** Frame rates the format can carry (null: any, the source's is kept). */
  frameRates: readonly number[] | null
  steps: number
}

// The quality ladders: each step a visibly coarser picture and a smaller file. x264's CRF
// doubles the bitrate about every 6; JPEG's and MPEG's quantiser scale runs 2 (finest) to 31.
const X264_CRF = [18, 23, 28, 33, 38, 44, 51]
const QUANTISER = [3, 6, 10, 16, 24, 31]
// Fewer colours shrink a GIF's LZW codes; dithering's noise defeats LZW, so the small steps drop it.
const GIF_PALETTES: readonly GifPalette[] = [
  { colours: 256, dither: 'bayer' },
  { colours: 64, dither: 'bayer' },
  { colours: 32, dither: 'none' },
  { colours: 16, dither: 'none' },
  { colours: 8, dither: 'none' },
  { colours: 4, dither: 'none' },
]
// A PNG is lossless: its one smaller step is zlib's hardest squeeze and the best row filter.
const PNG_PACKING = [[], ['-compression_level', '9', '-pred', 'mixed']]

// MPEG-1/2 code these rates only; anything else is refused without `-strict -1`.
const MPEG_FRAME_RATES = [24000 / 1001, 24, 25, 30000 / 1001, 30, 50, 60000 / 1001, 60]
// GIF delays are whole centiseconds: 25 fps is 4 cs per frame (30 fps gives 3,3,4,...).
const GIF_FRAME_RATES = [25]
// MPEG-1 stores a side in 12 bits (at most 4095); MPEG-2 adds 2 more bits, but a side that
// is a multiple of 4096 leaves the 12-bit field at 0, which the standard forbids.
const MPEG1_MAX_SIDE = 4095

const isOdd = (value: number) => value % 2 === 1

/**
 * The MPEG video codec that codes this size exactly (decision 006): MPEG-1 up to 4095, else
 * MPEG-2 outside the standard (`-strict -1`), except 4096x1, where MPEG-2's 12-bit width 0
 * followed by height 1 writes 00 00 01, a start code, into the sequence header: MPEG-4
 * Part 2 in the same program stream.
 */
function mpegVideo(spec: ConversionSpec, q: string): Pick<OutputFormat, 'codec' | 'encoderArgs'> {
  if (Math.max(spec.width, spec.height) <= MPEG1_MAX_SIDE) {
    return { codec: 'mpeg1video', encoderArgs: ['-c:v', 'mpeg1video', '-q:v', q] }
  }
  if (spec.width % 4096 === 0 && spec.height % 4096 === 1) {
    return { codec: 'mpeg4', encoderArgs: ['-c:v', 'mpeg4', '-q:v', q] }
  }
  return { codec: 'mpeg2video', encoderArgs: ['-c:v', 'mpeg2video', '-q:v', q, '-strict', '-1'] }
}

/** The ladder's step, held to the last one: the smallest file the type makes. */
const at = <T>(ladder: readonly T[], step: number): T =>
  ladder[Math.min(step, ladder.length - 1)] as T

export function outputFormat(spec: ConversionSpec, step = 0): OutputFormat {
  const q = String(at(QUANTISER, step))
  switch (spec.format) {
    case 'mp4': {
      // libx264 cannot code an odd side in 4:2:0 (chroma is half size); 4:4:4 can (decision 006).
      const odd = isOdd(spec.width) || isOdd(spec.height)
      return {
        muxer: 'mp4',
        codec: 'h264',
        pixFmt: odd ? 'yuv444p' : 'yuv420p',
        palette: null,
        encoderArgs: [
          ...['-c:v', 'libx264', '-preset', 'fast', '-crf', String(at(X264_CRF, step))],
          ...['-profile:v', odd ? 'high444' : 'high', '-movflags', '+faststart'],
        ],
        frameRates: null,
        steps: X264_CRF.length,
      }
    }
    case 'avi':
      // Uncompressed: 24-bit BGR rows padded to 4 bytes, a top-down BI_RGB bitmap per frame.
      if (spec.codec === 'raw') {
        return {
          muxer: 'avi',
          codec: 'rawvideo',
          pixFmt: 'bgr24',
          palette: null,
          encoderArgs: ['-c:v', 'rawvideo'],
          frameRates: null,
          steps: 1,
        }
      }
      return {
        muxer: 'avi',
        codec: 'mjpeg',
        pixFmt: 'yuvj420p',
        palette: null,
        encoderArgs: ['-c:v', 'mjpeg', '-q:v', q],
        frameRates: null,
        steps: QUANTISER.length,
      }
    case 'mpeg':
      return {
        muxer: 'mpeg',
        pixFmt: 'yuv420p',
        palette: null,
        frameRates: MPEG_FRAME_RATES,
        steps: QUANTISER.length,
        ...mpegVideo(spec, q),
      }
    case 'gif':
      return {
        muxer: 'gif',
        codec: 'gif',
        pixFmt: null,
        palette: at(GIF_PALETTES, step),
        encoderArgs: ['-c:v', 'gif', '-loop', '0'],
        frameRates: GIF_FRAME_RATES,
        steps: GIF_PALETTES.length,
      }
    // One picture (the filter graph keeps the hold frame only), written as a single image.
    case 'png':
      return {
        muxer: 'image2',
        codec: 'png',
        pixFmt: 'rgb24',
        palette: null,
        encoderArgs: ['-c:v', 'png', '-frames:v', '1', '-update', '1', ...at(PNG_PACKING, step)],
        frameRates: null,
        steps: PNG_PACKING.length,
      }
    case 'bmp':
      return {
        muxer: 'image2',
        codec: 'bmp',
        pixFmt: 'bgr24',
        palette: null,
        encoderArgs: ['-c:v', 'bmp', '-frames:v', '1', '-update', '1'],
        frameRates: null,
        steps: 1,
      }
  }
}

/**
 * The rate the output runs at: the one the spec asks for (core's frameRateProblem has checked
 * the format carries it); else null to keep the source's, or the format's allowed rate
 * nearest to it. Set even when the source's already matches, so the encoder gets the exact
 * fraction (30000/1001), not a container's rounded 29.97.
 */
export function outputFrameRate(spec: ConversionSpec, sourceFps: number): number | null {
  if (spec.fps !== 'source') return spec.fps
  const allowed = outputFormat(spec).frameRates
  if (!allowed) return null
  return allowed.reduce((best, rate) =>
    Math.abs(rate - sourceFps) < Math.abs(best - sourceFps) ? rate : best,
  )
}
