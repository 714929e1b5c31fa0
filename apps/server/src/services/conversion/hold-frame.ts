import { greyFrames, meanDifference } from './grey-frames.ts'

/** Two frames are the same picture when their pixels differ by less than this on average (of 255). */
const STILL_DIFFERENCE = 1.5
/** A frame this flat (grey levels' standard deviation) is blank: a fade or a gap, not a message. */
const BLANK_SPREAD = 6

const spread = (frame: Uint8Array) => {
  const mean = frame.reduce((sum, value) => sum + value, 0) / frame.length
  const variance = frame.reduce((sum, value) => sum + (value - mean) ** 2, 0) / frame.length
  return Math.sqrt(variance)
}

/**
 * The frame a still is made of: the middle of the longest run of frames that show the same,
 * non-blank picture (where an LED message holds still to be read), or the middle frame of a
 * clip that never holds still. `frames` are the clip's frames in grey at any one small size.
 */
export function holdFrameOf(frames: readonly Uint8Array[]): number {
  let best = { start: 0, length: 0 }
  let start = 0
  for (let index = 1; index <= frames.length; index += 1) {
    const current = frames[index]
    const previous = frames[index - 1]
    const holds =
      current !== undefined &&
      previous !== undefined &&
      spread(current) >= BLANK_SPREAD &&
      meanDifference(current, previous) < STILL_DIFFERENCE
    if (holds) continue
    const length = index - start
    const blank = previous === undefined || spread(previous) < BLANK_SPREAD
    if (!blank && length > best.length) best = { start, length }
    start = index
  }
  if (best.length < 2) return Math.floor(frames.length / 2)
  return best.start + Math.floor(best.length / 2)
}

/**
 * Reads every frame of the clip's first `seconds` small and grey, and finds its hold frame;
 * `signal` stops the reading as it stops the conversion.
 */
export async function findHoldFrame(
  file: string,
  ffmpeg: string,
  seconds: number,
  signal?: AbortSignal,
): Promise<number> {
  return holdFrameOf(await greyFrames(file, ffmpeg, seconds, signal))
}
