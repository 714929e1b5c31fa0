import type { ClipFacts } from '@marquee/core'
import { clipTextHeight } from './clip-text.ts'
import { ffmpegBinaries } from './ffmpeg-binaries.ts'
import { greyFrames, meanDifference } from './grey-frames.ts'
import { probeMedia } from './probe-media.ts'

/** Frames are compared at this size, in grey: enough to see motion, cheap to hold. */
/**
 * The jump from the last frame back to the first may be this much larger than the clip's
 * ordinary step between frames (its 90th percentile) and still count as seamless, and any
 * jump under FLOOR (a mean difference of about 1% of full scale) always does.
 */
const JUMP_ALLOWANCE = 1.5
const FLOOR = 2.5

/**
 * The facts a product page shows about a clip, read from the file itself: ffprobe gives its
 * length, frame rate and size (turned as the player turns it), the frames say whether it
 * loops, and three of them how tall its smallest text is (clip-text.ts). Called by the seed for every demo clip, and for an uploaded clip when it is stored.
 * Rejects with ConversionError 'no-ffmpeg' or 'bad-source'.
 */
export async function clipFacts(file: string, ffmpegPath?: string): Promise<ClipFacts> {
  const binaries = ffmpegBinaries(ffmpegPath)
  const [probed, frames] = await Promise.all([
    probeMedia(file, binaries.ffprobe),
    greyFrames(file, binaries.ffmpeg),
  ])
  const turned = probed.rotation % 180 !== 0
  const width = turned ? probed.height : probed.width
  const height = turned ? probed.width : probed.height
  const frameCount = probed.frames || frames.length
  return {
    duration_seconds: Math.round(probed.durationSeconds * 1000) / 1000,
    fps: Math.round(probed.fps * 1000) / 1000,
    width,
    height,
    seamless_loop: loopsSeamlessly(frames),
    text_height: await clipTextHeight(file, binaries.ffmpeg, { width, height, frames: frameCount }),
  }
}

/**
 * A clip loops seamlessly when the step from its last frame to its first looks like one of
 * its own steps between frames: a sign playing it on repeat shows no jump at the seam. The
 * step is the mean absolute difference of the two frames' grey levels (0 to 255).
 */
export function loopsSeamlessly(frames: Buffer[]): boolean {
  const first = frames[0]
  const last = frames.at(-1)
  if (!first || !last || frames.length < 2) return true
  const steps = frames.slice(1).map((frame, i) => meanDifference(frames[i] as Buffer, frame))
  steps.sort((a, b) => a - b)
  const usual = steps[Math.floor((steps.length - 1) * 0.9)] ?? 0
  return meanDifference(last, first) <= Math.max(FLOOR, usual * JUMP_ALLOWANCE)
}
