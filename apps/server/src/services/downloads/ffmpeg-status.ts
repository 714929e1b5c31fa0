import { FFMPEG_NOT_LOADED_MESSAGE, type FfmpegStatus } from '@marquee/core'
import { checkFfmpeg } from '../conversion/index.ts'

/** A working ffmpeg is asked again after this long; a missing one on every call. */
const KEEP_MS = 60_000

/** Whether ffmpeg runs, checked at most once a minute while it does (it spawns a process). */
export function ffmpegStatus(ffmpegPath: string) {
  let known: { status: FfmpegStatus; at: number } | null = null
  return async (): Promise<FfmpegStatus> => {
    if (known?.status.ok && Date.now() - known.at < KEEP_MS) return known.status
    const check = await checkFfmpeg(ffmpegPath)
    const status = {
      ok: check.ok,
      version: check.version,
      message: check.ok ? null : FFMPEG_NOT_LOADED_MESSAGE,
    }
    known = { status, at: Date.now() }
    return status
  }
}
