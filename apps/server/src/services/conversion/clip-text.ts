import { execFile } from 'node:child_process'
import { ConversionError } from './conversion-error.ts'
import { fileUrl, LOCAL_VIDEO_ONLY } from './input-safety.ts'
import { smallestTextHeight } from './text-lines.ts'

/** Frames looked at: a quarter, half and three quarters in, so a passing pattern is outvoted. */
const SAMPLES = [0.25, 0.5, 0.75]
/** Larger pictures are read at this width: letters stay many pixels tall, the work stays small. */
const MAX_WIDTH = 960
const DECODE_TIMEOUT_MS = 60_000

/** The clip as the player shows it: its displayed size and how many frames it has. */
export interface ShownClip {
  width: number
  height: number
  frames: number
}

/**
 * How tall, in the clip's own pixels, its smallest line of text is (the median over SAMPLES
 * frames), or null when most of them show no text: kept with the clip's facts, so the order
 * form can say when text will be too small to read on a smaller sign.
 */
export async function clipTextHeight(
  file: string,
  ffmpeg: string,
  clip: ShownClip,
): Promise<number | null> {
  const scale = Math.min(1, MAX_WIDTH / clip.width)
  const width = Math.max(1, Math.round(clip.width * scale))
  const height = Math.max(1, Math.round(clip.height * scale))
  const frames = await greyStills(file, ffmpeg, { width, height }, clip.frames)
  const found = frames
    .map((pixels) => smallestTextHeight({ width, height, pixels }))
    .filter((tall): tall is number => tall !== null)
    .sort((a, b) => a - b)
  if (found.length * 2 <= frames.length) return null
  return Math.round((found[Math.floor(found.length / 2)] ?? 0) / scale)
}

/** The SAMPLES frames of the clip at `size`, in 8-bit grey (fewer if the clip is shorter). */
function greyStills(
  file: string,
  ffmpeg: string,
  size: { width: number; height: number },
  frameCount: number,
): Promise<Uint8Array[]> {
  const picks = [...new Set(SAMPLES.map((at) => Math.floor(at * Math.max(1, frameCount))))]
  const select = picks.map((frame) => `eq(n\\,${frame})`).join('+')
  const args = [
    ...['-v', 'error', ...LOCAL_VIDEO_ONLY, '-i', fileUrl(file), '-map', '0:v:0'],
    ...['-vf', `select='${select}',scale=${size.width}:${size.height}:flags=area,format=gray`],
    ...['-fps_mode', 'vfr', '-frames:v', String(picks.length), '-f', 'rawvideo', 'pipe:1'],
  ]
  const bytes = size.width * size.height
  return new Promise((resolve, reject) => {
    execFile(
      ffmpeg,
      args,
      { encoding: 'buffer', maxBuffer: bytes * picks.length + 1024, timeout: DECODE_TIMEOUT_MS },
      (error, stdout) => {
        if (error) {
          reject(new ConversionError('bad-source', 'ffmpeg could not decode the clip'))
          return
        }
        const frames: Uint8Array[] = []
        for (let at = 0; at + bytes <= stdout.length; at += bytes) {
          frames.push(stdout.subarray(at, at + bytes))
        }
        resolve(frames)
      },
    )
  })
}
