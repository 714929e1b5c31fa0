import { FFMPEG_NOT_LOADED_MESSAGE, type FfmpegStatus } from '@marquee/core'
import { checkFfmpeg } from '../conversion/index.ts'

/** A working ffmpeg is asked again after this long; a missing one on every call. */
const KEEP_MS = 60_000

/**
 * Whether ffmpeg runs, checked at most once a minute while it does (it starts three
 * programs). Requests that ask while a check runs share it: a hundred at once started three
 * hundred programs.
 */
export function ffmpegStatus(ffmpegPath: string) {
  let known: { status: FfmpegStatus; at: number } | null = null
  let checking: Promise<FfmpegStatus> | null = null
  const check = async (): Promise<FfmpegStatus> => {
    const result = await checkFfmpeg(ffmpegPath)
    const status = {
      ok: result.ok,
      version: result.version,
      message: result.ok ? null : FFMPEG_NOT_LOADED_MESSAGE,
    }
    known = { status, at: Date.now() }
    return status
  }
  return (): Promise<FfmpegStatus> => {
    if (known?.status.ok && Date.now() - known.at < KEEP_MS) return Promise.resolve(known.status)
    checking ??= check().finally(() => {
      checking = null
    })
    return checking
  }
}
