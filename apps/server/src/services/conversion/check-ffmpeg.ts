import { ffmpegBinaries } from './ffmpeg-binaries.ts'
import { runProcess } from './run-process.ts'

export interface FfmpegCheck {
  ok: boolean
  /** ffmpeg's version string, e.g. '5.1.9-0+deb12u1'; null when it did not run. */
  version: string | null
  /** What is missing: 'ffmpeg', 'ffprobe', an encoder's or a filter's name. */
  missing: string[]
}

const CHECK_TIMEOUT_MS = 10_000
/** The encoders the four file types need (see output-formats.ts). */
export const REQUIRED_ENCODERS = ['libx264', 'mjpeg', 'mpeg1video', 'mpeg2video', 'gif'] as const
/** drawtext draws personalised clips' texts; ffmpeg built without libfreetype lacks it. */
export const REQUIRED_FILTERS = ['drawtext'] as const

/** The names in the second column of `ffmpeg -encoders` or `-filters`. */
const names = (listing: string | null) =>
  new Set((listing ?? '').split('\n').map((line) => line.trim().split(/\s+/)[1] ?? ''))

async function output(command: string, args: string[]): Promise<string | null> {
  try {
    const result = await runProcess(command, args, {
      timeoutMs: CHECK_TIMEOUT_MS,
      keepStdout: true,
    })
    return result.code === 0 ? result.stdout : null
  } catch {
    return null
  }
}

/**
 * Whether this machine can convert (for /readyz and the converter page): ffmpeg runs, has
 * every encoder the file types need and drawtext for personalised clips, and ffprobe beside it
 * runs. Never throws.
 */
export async function checkFfmpeg(ffmpegPath?: string): Promise<FfmpegCheck> {
  const { ffmpeg, ffprobe } = ffmpegBinaries(ffmpegPath)
  const [versionText, encodersText, filtersText, probeText] = await Promise.all([
    output(ffmpeg, ['-hide_banner', '-version']),
    output(ffmpeg, ['-hide_banner', '-encoders']),
    output(ffmpeg, ['-hide_banner', '-filters']),
    output(ffprobe, ['-hide_banner', '-version']),
  ])
  const version = /ffmpeg version (\S+)/.exec(versionText ?? '')?.[1] ?? null
  const encoders = names(encodersText)
  const filters = names(filtersText)
  const missing = [
    ...(version === null ? ['ffmpeg'] : []),
    ...(probeText === null ? ['ffprobe'] : []),
    ...(version === null ? [] : REQUIRED_ENCODERS.filter((name) => !encoders.has(name))),
    ...(version === null ? [] : REQUIRED_FILTERS.filter((name) => !filters.has(name))),
  ]
  return { ok: missing.length === 0, version, missing }
}
