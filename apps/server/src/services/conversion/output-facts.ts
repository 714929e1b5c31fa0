import type { ConversionSpec } from '@marquee/core'
import type { VideoHeader } from './output-check/byte-source.ts'
import { outputFormat, outputFrameRate } from './output-formats.ts'
import type { MediaFacts } from './probe-media.ts'

/**
 * A converted file's facts, in ffprobe's words, as the converter test shows them: square
 * pixels, upright, so the probe's aspect and rotation say nothing here.
 */
export type OutputFacts = Omit<MediaFacts, 'sampleAspectRatio' | 'rotation'>

/**
 * What ffmpeg's GIF decoder (and so ffprobe and a player) turns a GIF's palette indices into;
 * the file itself holds the palette the encoder chose.
 */
const GIF_DECODED_PIX_FMT = 'bgra'

/**
 * The facts of a file the store just wrote, without opening it again in another process:
 * size and codec as its container header states them (the output check read it), pixel
 * format and frame rate as the store's own encoder arguments set them, and the frames ffmpeg
 * reported writing. The duration is frames over rate: the file is constant-rate.
 */
export function outputFacts(
  header: VideoHeader,
  spec: ConversionSpec,
  sourceFps: number,
  frames: number,
): OutputFacts {
  const format = outputFormat(spec)
  const fps = outputFrameRate(spec, sourceFps) ?? sourceFps
  return {
    ...header,
    pixFmt: format.pixFmt ?? GIF_DECODED_PIX_FMT,
    fps,
    durationSeconds: fps > 0 ? frames / fps : 0,
    frames,
  }
}
