import { execFile } from 'node:child_process'
import type { ClipFacts } from '@marquee/core'
import { clipTextHeight } from './clip-text.ts'
import { ConversionError } from './conversion-error.ts'
import { ffmpegBinaries } from './ffmpeg-binaries.ts'
import { fileUrl, LOCAL_VIDEO_ONLY } from './input-safety.ts'
import { probeMedia } from './probe-media.ts'

/** Frames are compared at this size, in grey: enough to see motion, cheap to hold. */
const SAMPLE = { width: 32, height: 16 }
const SAMPLE_BYTES = SAMPLE.width * SAMPLE.height
const DECODE_TIMEOUT_MS = 60_000
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
  const steps = frames.slice(1).map((frame, i) => difference(frames[i] as Buffer, frame))
  steps.sort((a, b) => a - b)
  const usual = steps[Math.floor((steps.length - 1) * 0.9)] ?? 0
  return difference(last, first) <= Math.max(FLOOR, usual * JUMP_ALLOWANCE)
}

function difference(a: Buffer, b: Buffer): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
  return sum / a.length
}

/** Every frame of the clip, shrunk to SAMPLE in 8-bit grey. */
function greyFrames(file: string, ffmpeg: string): Promise<Buffer[]> {
  const args = [
    ...['-v', 'error', ...LOCAL_VIDEO_ONLY, '-i', fileUrl(file), '-map', '0:v:0'],
    ...['-vf', `scale=${SAMPLE.width}:${SAMPLE.height}:flags=area,format=gray`],
    ...['-f', 'rawvideo', 'pipe:1'],
  ]
  return new Promise((resolve, reject) => {
    execFile(
      ffmpeg,
      args,
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: DECODE_TIMEOUT_MS },
      (error, stdout) => {
        if (error) {
          const code = (error as NodeJS.ErrnoException).code
          reject(
            code === 'ENOENT'
              ? new ConversionError('no-ffmpeg', 'ffmpeg could not start (ENOENT)')
              : new ConversionError('bad-source', 'ffmpeg could not decode the clip'),
          )
          return
        }
        const frames: Buffer[] = []
        for (let at = 0; at + SAMPLE_BYTES <= stdout.length; at += SAMPLE_BYTES) {
          frames.push(stdout.subarray(at, at + SAMPLE_BYTES))
        }
        resolve(frames)
      },
    )
  })
}
