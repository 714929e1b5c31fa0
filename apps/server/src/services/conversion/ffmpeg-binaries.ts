import path from 'node:path'

export interface FfmpegBinaries {
  ffmpeg: string
  ffprobe: string
}

/**
 * Which ffmpeg to run: the caller's, else FFMPEG_PATH, else `ffmpeg` on PATH. ffprobe is
 * the one beside it (same directory, same suffix), so an ffmpeg built elsewhere is never
 * checked by a different ffprobe.
 */
export function ffmpegBinaries(ffmpegPath?: string, ffprobePath?: string): FfmpegBinaries {
  const ffmpeg = ffmpegPath || process.env.FFMPEG_PATH || 'ffmpeg'
  if (ffprobePath) return { ffmpeg, ffprobe: ffprobePath }
  const base = path.basename(ffmpeg)
  const probeName = base.includes('ffmpeg') ? base.replace('ffmpeg', 'ffprobe') : 'ffprobe'
  const dir = path.dirname(ffmpeg)
  return { ffmpeg, ffprobe: ffmpeg.includes(path.sep) ? path.join(dir, probeName) : probeName }
}
