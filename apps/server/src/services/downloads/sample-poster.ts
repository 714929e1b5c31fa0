import { randomUUID } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ConversionSpec } from '@marquee/core'
import { ffmpegBinaries } from '../conversion/ffmpeg-binaries.ts'
import { fileUrl, LOCAL_VIDEO_ONLY } from '../conversion/input-safety.ts'
import { runProcess } from '../conversion/run-process.ts'
import type { DownloadsContext } from './downloads-context.ts'

/** Files a browser cannot play: the converter test shows their first frame instead. */
const UNPLAYABLE: ReadonlySet<ConversionSpec['format']> = new Set(['avi', 'mpeg'])

const POSTER_TIMEOUT_MS = 20_000

/** Whether the converter test shows a file of this type as a still rather than playing it. */
export const needsPoster = (format: ConversionSpec['format']) => UNPLAYABLE.has(format)

/** Where the first frame of the rendition stored at `storageKey` is kept, beside it. */
export const posterKey = (storageKey: string) => `${storageKey}.poster.png`

/**
 * Makes the first frame of a stored rendition, at its own size, a PNG kept beside it (once:
 * a rendition found made before reuses its poster). The frame comes from the made file itself,
 * so what the page shows is what the download holds.
 */
export async function ensurePoster(
  context: DownloadsContext,
  storageKey: string,
  signal: AbortSignal,
): Promise<void> {
  const key = posterKey(storageKey)
  if (await context.store.exists(key)) return
  const { ffmpeg } = ffmpegBinaries(context.ffmpegPath)
  const workDir = path.join(tmpdir(), 'marquee-posters', randomUUID())
  await mkdir(workDir, { recursive: true })
  try {
    const output = path.join(workDir, 'poster.png')
    await context.store.localFile(storageKey, async (file) => {
      const args = [
        ...['-v', 'error', ...LOCAL_VIDEO_ONLY, '-i', fileUrl(file), '-map', '0:v:0'],
        ...['-frames:v', '1', '-c:v', 'png', '-f', 'image2', output],
      ]
      const result = await runProcess(ffmpeg, args, { timeoutMs: POSTER_TIMEOUT_MS, signal })
      if (result.code !== 0) throw new Error(`ffmpeg made no poster: ${result.stderr.trim()}`)
    })
    await context.store.put(key, output, 'image/png')
  } finally {
    await rm(workDir, { recursive: true, force: true })
  }
}
