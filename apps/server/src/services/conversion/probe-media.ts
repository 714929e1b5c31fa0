import path from 'node:path'
import { ConversionError } from './conversion-error.ts'
import { ffmpegBinaries } from './ffmpeg-binaries.ts'
import { fileUrl, LOCAL_VIDEO_ONLY } from './input-safety.ts'
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
  /** Degrees the player turns the picture (a phone's display matrix); 0, 90, 180 or 270. */
  rotation: number
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
  side_data_list?: { rotation?: number }[]
  tags?: { rotate?: string }
}

function ratio(value: string | undefined, separator = '/'): number {
  const [top, bottom] = (value ?? '').split(separator).map(Number)
  return top && bottom && Number.isFinite(top / bottom) ? top / bottom : 0
}

/** Probes `file` with ffprobe; rejects with ConversionError 'no-ffmpeg' or 'bad-source'. */
export function probeMedia(file: string, ffprobePath?: string): Promise<MediaFacts> {
  return probe(file, ffmpegBinaries(undefined, ffprobePath).ffprobe, true)
}

/**
 * The probe itself. Counting packets reads the whole file (MPEG-PS and GIF state no frame
 * count); a conversion's own checks skip it and get `frames` only where the header says.
 */
export async function probe(
  file: string,
  ffprobe: string,
  countFrames: boolean,
): Promise<MediaFacts> {
  const args = [
    ...['-v', 'error', ...(countFrames ? ['-count_packets'] : []), '-select_streams', 'v:0'],
    ...LOCAL_VIDEO_ONLY,
    ...['-show_streams', '-show_format', '-of', 'json', fileUrl(file)],
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
      redact(redact(result.stderr, path.resolve(file)), file),
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
    rotation: quarterTurns(stream) * 90,
  }
}

function quarterTurns(stream: ProbeStream): number {
  const degrees =
    stream.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation ??
    Number(stream.tags?.rotate ?? 0)
  return ((Math.round((Number(degrees) || 0) / 90) % 4) + 4) % 4
}

/** ffmpeg's error text with the file's path replaced, so it can be logged. */
export function redact(text: string, file: string, role = '<file>'): string {
  return text.split(file).join(role).trim().slice(-1000)
}
