import { ffmpegBinaries } from './ffmpeg-binaries.ts'
import { runProcess } from './run-process.ts'

export interface FfmpegCheck {
  ok: boolean
  /** ffmpeg's version string, e.g. '5.1.9-0+deb12u1'; null when it did not run. */
  version: string | null
}

const CHECK_TIMEOUT_MS = 10_000

/** Whether ffmpeg runs (for /readyz and the converter page); never throws. */
export async function checkFfmpeg(ffmpegPath?: string): Promise<FfmpegCheck> {
  const { ffmpeg } = ffmpegBinaries(ffmpegPath)
  try {
    const result = await runProcess(ffmpeg, ['-hide_banner', '-version'], {
      timeoutMs: CHECK_TIMEOUT_MS,
      keepStdout: true,
    })
    const version = /ffmpeg version (\S+)/.exec(result.stdout)?.[1] ?? null
    return { ok: result.code === 0 && version !== null, version }
  } catch {
    return { ok: false, version: null }
  }
}
