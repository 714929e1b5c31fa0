import { execFile } from 'node:child_process'
import { ConversionError } from './conversion-error.ts'
import { fileUrl, LOCAL_VIDEO_ONLY } from './input-safety.ts'

/** Frames are compared this small, in grey: enough to see motion, a few KB for a whole clip. */
export const GREY_SIZE = { width: 32, height: 16 }
const FRAME_BYTES = GREY_SIZE.width * GREY_SIZE.height
const DECODE_TIMEOUT_MS = 60_000

/**
 * Every frame of the clip (its first `seconds`, when given), shrunk to GREY_SIZE in 8-bit grey.
 * Rejects with ConversionError 'no-ffmpeg', 'bad-source', or 'aborted' when `signal` stops it
 * (ffmpeg is killed).
 */
export function greyFrames(
  file: string,
  ffmpeg: string,
  seconds?: number,
  signal?: AbortSignal,
): Promise<Buffer[]> {
  const args = [
    ...['-v', 'error', ...LOCAL_VIDEO_ONLY],
    ...(seconds === undefined ? [] : ['-t', String(seconds)]),
    ...['-i', fileUrl(file), '-map', '0:v:0'],
    ...['-vf', `scale=${GREY_SIZE.width}:${GREY_SIZE.height}:flags=area,format=gray`],
    ...['-f', 'rawvideo', 'pipe:1'],
  ]
  return new Promise((resolve, reject) => {
    execFile(
      ffmpeg,
      args,
      {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
        timeout: DECODE_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
      },
      (error, stdout) => {
        if (error) {
          const code = (error as NodeJS.ErrnoException).code
          if (signal?.aborted) {
            reject(new ConversionError('aborted', 'the conversion was cancelled'))
          } else if (code === 'ENOENT') {
            reject(new ConversionError('no-ffmpeg', 'ffmpeg could not start (ENOENT)'))
          } else reject(new ConversionError('bad-source', 'ffmpeg could not decode the clip'))
          return
        }
        const frames: Buffer[] = []
        for (let at = 0; at + FRAME_BYTES <= stdout.length; at += FRAME_BYTES) {
          frames.push(stdout.subarray(at, at + FRAME_BYTES))
        }
        resolve(frames)
      },
    )
  })
}

/** The mean absolute difference of two frames' grey levels (0 to 255). */
export function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
  return sum / a.length
}
