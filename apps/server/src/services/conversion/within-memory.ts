import type { BoundedPool } from './bounded-pool.ts'
import {
  type ConversionOptions,
  type ConversionRequest,
  type ConversionResult,
  convertClip,
  DEFAULT_CONVERSION_TIMEOUT_MS,
} from './convert-clip.ts'
import { ffmpegBinaries } from './ffmpeg-binaries.ts'
import { estimateMemoryMib } from './memory-estimate.ts'
import { sourceFacts } from './source-facts.ts'

const logoPixels = ({ personalization }: ConversionRequest) =>
  personalization?.logo ? personalization.logo.width * personalization.logo.height : 0

export interface BudgetedOptions extends ConversionOptions {
  /** The longest to wait for memory (default: all of timeoutMs); then PoolBusyError. */
  waitMs?: number
}

/**
 * convertClip once this conversion's estimated memory fits in `memory` beside the others
 * running. The wait counts against timeoutMs: a queued job's time limit covers its wait and
 * its ffmpeg together, as the queue's own expiry expects.
 */
export async function convertWithinMemory(
  memory: BoundedPool,
  request: ConversionRequest,
  options: BudgetedOptions = {},
): Promise<ConversionResult> {
  const started = performance.now()
  const timeoutMs = options.timeoutMs ?? DEFAULT_CONVERSION_TIMEOUT_MS
  const { ffprobe } = ffmpegBinaries(options.ffmpegPath, options.ffprobePath)
  const source = await sourceFacts(request.source, ffprobe)
  const weight = estimateMemoryMib({
    spec: request.spec,
    source,
    seconds: Math.min(source.durationSeconds, request.maxSeconds ?? Number.POSITIVE_INFINITY),
    threads: options.cpu?.threads,
    logoPixels: logoPixels(request),
  })
  const { waitMs, ...convertOptions } = options
  return memory.run(
    weight,
    () =>
      convertClip(request, {
        ...convertOptions,
        timeoutMs: Math.max(1, timeoutMs - (performance.now() - started)),
      }),
    {
      waitMs: Math.min(waitMs ?? timeoutMs, timeoutMs),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  )
}
