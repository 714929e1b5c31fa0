import type { ConversionSpec } from '@marquee/core'

/** How one file type is encoded: ffmpeg's muxer and encoder, the frame rates it allows. */
export interface OutputFormat {
  muxer: string
  codec: string
  /** The encoder's pixel format, reached after every filter (null: the palette decides). */
  pixFmt: string | null
  encoderArgs: readonly string[]
  /** Frame rates the format can carry (null: any, the source's is kept). */
  frameRates: readonly number[] | null
}

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
function mpegVideo(spec: ConversionSpec): Pick<OutputFormat, 'codec' | 'encoderArgs'> {
  if (Math.max(spec.width, spec.height) <= MPEG1_MAX_SIDE) {
    return { codec: 'mpeg1video', encoderArgs: ['-c:v', 'mpeg1video', '-q:v', '3'] }
  }
  if (spec.width % 4096 === 0 && spec.height % 4096 === 1) {
    return { codec: 'mpeg4', encoderArgs: ['-c:v', 'mpeg4', '-q:v', '3'] }
  }
  return { codec: 'mpeg2video', encoderArgs: ['-c:v', 'mpeg2video', '-q:v', '3', '-strict', '-1'] }
}

export function outputFormat(spec: ConversionSpec): OutputFormat {
  switch (spec.format) {
    case 'mp4': {
      // libx264 cannot code an odd side in 4:2:0 (chroma is half size); 4:4:4 can (decision 006).
      const odd = isOdd(spec.width) || isOdd(spec.height)
      return {
        muxer: 'mp4',
        codec: 'h264',
        pixFmt: odd ? 'yuv444p' : 'yuv420p',
        encoderArgs: [
          ...['-c:v', 'libx264', '-preset', 'fast', '-crf', '18'],
          ...['-profile:v', odd ? 'high444' : 'high', '-movflags', '+faststart'],
        ],
        frameRates: null,
      }
    }
    case 'avi':
      // Uncompressed: 24-bit BGR rows padded to 4 bytes, a top-down BI_RGB bitmap per frame.
      if (spec.codec === 'raw') {
        return {
          muxer: 'avi',
          codec: 'rawvideo',
          pixFmt: 'bgr24',
          encoderArgs: ['-c:v', 'rawvideo'],
          frameRates: null,
        }
      }
      return {
        muxer: 'avi',
        codec: 'mjpeg',
        pixFmt: 'yuvj420p',
        encoderArgs: ['-c:v', 'mjpeg', '-q:v', '3'],
        frameRates: null,
      }
    case 'mpeg':
      return { muxer: 'mpeg', pixFmt: 'yuv420p', frameRates: MPEG_FRAME_RATES, ...mpegVideo(spec) }
    case 'gif':
      return {
        muxer: 'gif',
        codec: 'gif',
        pixFmt: null,
        encoderArgs: ['-c:v', 'gif', '-loop', '0'],
        frameRates: GIF_FRAME_RATES,
      }
    // One picture (the filter graph keeps the hold frame only), written as a single image.
    case 'png':
      return {
        muxer: 'image2',
        codec: 'png',
        pixFmt: 'rgb24',
        encoderArgs: ['-c:v', 'png', '-frames:v', '1', '-update', '1'],
        frameRates: null,
      }
    case 'bmp':
      return {
        muxer: 'image2',
        codec: 'bmp',
        pixFmt: 'bgr24',
        encoderArgs: ['-c:v', 'bmp', '-frames:v', '1', '-update', '1'],
        frameRates: null,
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
