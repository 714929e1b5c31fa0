import { ConversionError } from './conversion-error.ts'
import { ffmpegBinaries } from './ffmpeg-binaries.ts'
import { ProcessStartError, runProcess } from './run-process.ts'

/** ffprobe's facts about a clip's first video stream. */
export interface MediaFacts {
  width: number
  height: number
  codec: string
  pixFmt: string
  /** Frames per second (average; the nominal rate when the container gives no average). */
  fps: number
  durationSeconds: number
  frames: number
  /** Width of a pixel over its height: 1 for square pixels. */
  sampleAspectRatio: number
}

const PROBE_TIMEOUT_MS = 30_000

interface ProbeStream {
  width?: number
  height?: number
  codec_name?: string
  pix_fmt?: string
  avg_frame_rate?: string
  r_frame_rate?: string
  duration?: string
  nb_frames?: string
  nb_read_packets?: string
  sample_aspect_ratio?: string
}

function ratio(value: string | undefined, separator = '/'): number {
  const [top, bottom] = (value ?? '').split(separator).map(Number)
  return top && bottom && Number.isFinite(top / bottom) ? top / bottom : 0
}

/** Probes `file` with ffprobe; rejects with ConversionError 'no-ffmpeg' or 'bad-source'. */
export async function probeMedia(file: string, ffprobePath?: string): Promise<MediaFacts> {
  const { ffprobe } = ffmpegBinaries(undefined, ffprobePath)
  const args = [
    ...['-v', 'error', '-count_packets', '-select_streams', 'v:0'],
    ...['-show_streams', '-show_format', '-of', 'json', file],
  ]
  const result = await runProcess(ffprobe, args, {
    timeoutMs: PROBE_TIMEOUT_MS,
    keepStdout: true,
  }).catch((error: unknown) => {
    if (error instanceof ProcessStartError) {
      throw new ConversionError('no-ffmpeg', `ffprobe could not start (${error.code})`)
    }
    throw error
  })
  if (result.code !== 0) {
    throw new ConversionError(
      'bad-source',
      'ffprobe could not read the file',
      redact(result.stderr, file),
    )
  }
  const parsed = JSON.parse(result.stdout) as {
    streams?: ProbeStream[]
    format?: { duration?: string }
  }
  const stream = parsed.streams?.[0]
  if (!stream?.width || !stream.height) {
    throw new ConversionError('bad-source', 'the file has no video stream')
  }
  return {
    width: stream.width,
    height: stream.height,
    codec: stream.codec_name ?? 'unknown',
    pixFmt: stream.pix_fmt ?? 'unknown',
    fps: ratio(stream.avg_frame_rate) || ratio(stream.r_frame_rate),
    durationSeconds: Number(stream.duration ?? parsed.format?.duration ?? 0) || 0,
    frames: Number(stream.nb_frames ?? stream.nb_read_packets ?? 0) || 0,
    sampleAspectRatio: ratio(stream.sample_aspect_ratio, ':') || 1,
  }
}

/** ffmpeg's error text with the file's path replaced, so it can be logged. */
export function redact(text: string, file: string, role = '<file>'): string {
  return text.split(file).join(role).trim().slice(-1000)
}
