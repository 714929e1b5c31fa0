import type { ConversionSpec } from '@marquee/core'
import { threadArgs } from './cpu-share.ts'
import { buildFilterGraph, type SourceClip } from './filter-graph.ts'
import { fileUrl, LOCAL_VIDEO_ONLY } from './input-safety.ts'
import { type DrawnLogo, logoInputArgs } from './logo-overlay.ts'
import { outputFormat } from './output-formats.ts'
import type { DrawnText } from './text-overlay.ts'

export interface FfmpegJob {
  source: string
  output: string
  spec: ConversionSpec
  /** Convert only the first seconds of the source (tests, previews). */
  maxSeconds?: number
  /** ffmpeg's threads (cpu-share.ts); unset: ffmpeg's own choice. */
  threads?: number
  /** A personalised clip's texts, laid out on the sign. */
  texts?: readonly DrawnText[]
  /** A personalised clip's logo, placed on the sign: ffmpeg's second input. */
  logo?: DrawnLogo | null
  /** A still's frame of the source (hold-frame.ts); null or unset for a clip. */
  stillFrame?: number | null
  /** The step of the format's quality ladder (output-formats.ts); 0 or unset: its best. */
  step?: number
}

/**
 * The whole ffmpeg command line: progress as key=value lines on stdout, nothing read from
 * stdin, no audio, subtitles, data streams, metadata or chapters from the source (its
 * title or path must not reach a customer's file), and a deterministic muxer header.
 */
export function ffmpegArgs(job: FfmpegJob, source: SourceClip): string[] {
  const format = outputFormat(job.spec, job.step)
  const threads = threadArgs(job.threads)
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-nostats'],
    ...['-progress', 'pipe:1', '-stats_period', '0.25'],
    ...(job.maxSeconds === undefined ? [] : ['-t', String(job.maxSeconds)]),
    ...threads.beforeInput,
    ...[
      ...LOCAL_VIDEO_ONLY,
      '-i',
      fileUrl(job.source),
      ...(job.logo ? [...logoInputArgs(job.logo), '-i', fileUrl(job.logo.file)] : []),
      '-filter_complex',
      buildFilterGraph(job.spec, source, job.texts, job.logo, job.stillFrame ?? null, job.step),
      '-map',
      '[v]',
    ],
    ...['-an', '-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1'],
    ...threads.afterInput,
    ...format.encoderArgs,
    ...(format.pixFmt ? ['-pix_fmt', format.pixFmt] : []),
    ...['-fflags', '+bitexact', '-f', format.muxer, '-y', fileUrl(job.output)],
  ]
}
