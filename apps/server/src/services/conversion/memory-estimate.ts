import { availableParallelism } from 'node:os'
import type { ConversionSpec } from '@marquee/core'
import { outputFrameRate } from './output-formats.ts'

const MIB = 1024 * 1024

export interface EstimateInput {
  spec: ConversionSpec
  /** The source's frame size and rate, and the seconds converted. */
  source: { width: number; height: number; fps: number }
  seconds: number
  /** ffmpeg's threads (cpu-share.ts); 0 or unset: its own choice. */
  threads?: number
  /** A personalised clip's logo picture, decoded once at its own size; 0 or unset: none. */
  logoPixels?: number
}

/**
 * The most memory (MiB) one ffmpeg should hold for this conversion, from the peak RSS of the
 * store's own commands measured on the 4-s seed clip (docs/decisions/014, docs/benchmarks.md),
 * rounded up. What drives it, per output pixel:
 * - mp4: libx264 keeps its lookahead and reference frames with their half-pel planes, about
 *   150 bytes a pixel at one thread (2.3 GB at 4096x4096), 32 more per extra thread;
 * - gif: palettegen sees every frame before paletteuse may write the first, so the whole
 *   clip waits in memory at 4 bytes a pixel per frame (1 GB for 4 s at 1920x1080);
 * - avi (MJPEG) and mpeg code frame by frame: a few frames, about 16 bytes a pixel.
 * Decoding the source adds its few frames at its own size; a logo, its picture decoded and
 * turned to RGBA (about 12 bytes a pixel: 200 MB for the largest, 4096x4096).
 */
export function estimateMemoryMib({
  spec,
  source,
  seconds,
  threads,
  logoPixels = 0,
}: EstimateInput): number {
  const pixels = spec.width * spec.height
  const decoding = (source.width * source.height * 24 + logoPixels * 12) / MIB
  switch (spec.format) {
    case 'mp4': {
      // x264 on its own picks 1.5 threads per core.
      const encoderThreads = threads || Math.ceil(availableParallelism() * 1.5)
      return Math.ceil(80 + decoding + (pixels * (150 + 32 * (encoderThreads - 1))) / MIB)
    }
    case 'gif': {
      const fps = outputFrameRate(spec, source.fps) ?? source.fps
      const frames = Math.ceil(Math.max(seconds, 0.04) * (fps || 25))
      return Math.ceil(100 + decoding + (pixels * (4.4 * frames + 40)) / MIB)
    }
    default:
      return Math.ceil(64 + decoding + (pixels * 16) / MIB)
  }
}
