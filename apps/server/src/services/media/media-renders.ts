import { ConversionError } from '../conversion/conversion-error.ts'
import { type CpuShare, threadArgs } from '../conversion/cpu-share.ts'
import { fileUrl, LOCAL_VIDEO_ONLY } from '../conversion/input-safety.ts'
import { runProcess } from '../conversion/run-process.ts'
import { previewMarkFilter } from './preview-mark.ts'

/**
 * What the media job makes from a master, at the sizes and in the format of the demo
 * catalogue's media: the poster is the shop grid's display size on a wide screen (and the
 * product page's first paint), WebP of 5-15 KB where a 640x320 JPEG was ~50 KB.
 */
export const MEDIA_RENDERS = [
  { name: 'poster.webp', contentType: 'image/webp', width: 384, height: 192, quality: 62 },
  { name: 'thumb.webp', contentType: 'image/webp', width: 240, height: 120, quality: 70 },
  { name: 'preview.mp4', contentType: 'video/mp4', width: 384, height: 192, quality: null },
] as const

export type MediaRender = (typeof MEDIA_RENDERS)[number]

/** The preview loops on the product page: a few seconds are enough. */
const PREVIEW_SECONDS = 6

/**
 * Letterboxed to the exact size, so every card in the shop lines up, and marked as a
 * preview: these renders are public, the master they come from stays clean in storage.
 */
const fitFilter = (width: number, height: number) =>
  `scale=${width}:${height}:force_original_aspect_ratio=decrease,` +
  `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,${previewMarkFilter(width, height)}`

function renderArgs(
  master: string,
  output: string,
  render: MediaRender,
  options: { durationSeconds: number; threads?: number },
) {
  const threads = threadArgs(options.threads)
  const input = [
    ...threads.beforeInput,
    ...LOCAL_VIDEO_ONLY,
    '-i',
    fileUrl(master),
    ...threads.afterInput,
  ]
  const filter = ['-vf', fitFilter(render.width, render.height)]
  if (render.quality !== null) {
    // A frame a little way in: the first is often black.
    const at = Math.min(1, options.durationSeconds / 2).toFixed(3)
    const webp = ['-c:v', 'libwebp', '-quality', String(render.quality), '-compression_level', '6']
    return ['-ss', at, ...input, ...filter, '-frames:v', '1', ...webp, output]
  }
  return [
    ...input,
    ...['-t', String(PREVIEW_SECONDS), '-an', ...filter],
    // Sign content is flat colour on black: the slow preset tuned for animation keeps the
    // marked 384x192 loop near 80 KB (106 KB at veryfast CRF 26), a second's work here.
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-tune', 'animation'],
    ...['-pix_fmt', 'yuv420p'],
    ...['-movflags', '+faststart', output],
  ]
}

/** Makes one render of `master` at `output`; a failure is a ConversionError with ffmpeg's words. */
export async function makeRender(
  ffmpeg: string,
  master: string,
  output: string,
  render: MediaRender,
  options: { durationSeconds: number; timeoutMs: number; signal?: AbortSignal; cpu?: CpuShare },
): Promise<void> {
  const args = [
    ...['-v', 'error', '-y'],
    ...renderArgs(master, output, render, { ...options, threads: options.cpu?.threads }),
  ]
  const result = await runProcess(ffmpeg, args, {
    timeoutMs: options.timeoutMs,
    ...(options.cpu?.niceness ? { niceness: options.cpu.niceness } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  })
  if (result.code !== 0) {
    throw new ConversionError('bad-output', `ffmpeg could not make ${render.name}`, result.stderr)
  }
}
