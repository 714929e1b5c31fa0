import { availableParallelism } from 'node:os'
import { z } from 'zod'

const flag = z.enum(['true', 'false']).transform((value) => value === 'true')

/** By default the server converts on all cores but one, so it still answers requests. */
export const defaultWorkerConcurrency = () => Math.max(1, availableParallelism() - 1)

/** The conversion queue, its workers and where converted files are kept (docs/requirements.md §4, §7). */
export const downloadsEnv = {
  /** Conversions this process runs at once; 0: none here (`npm run worker` elsewhere does them). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(defaultWorkerConcurrency()),
  /** ffmpeg's CPU priority (nice): 10 lets requests go first while a clip converts. */
  CONVERSION_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  /** Threads per ffmpeg; unset: what leaves a core for requests; 0: ffmpeg's choice (every core). */
  CONVERSION_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  CONVERSION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  CONVERSION_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  QUEUE_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /**
   * `npm run worker` answers GET /healthz on this port of 127.0.0.1 (for a service manager or
   * a monitoring agent on its machine); unset: no health endpoint; 0: any free port.
   */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  DOWNLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(604_800).default(900),
  /**
   * The memory all of this process's ffmpeg may hold at once, by each conversion's estimate
   * (memory-estimate.ts); a single larger conversion still runs, alone.
   */
  CONVERSION_MEMORY_MB: z.coerce.number().int().min(64).max(1_048_576).default(2560),
  /** Downloads one customer may have queued or converting at once; a file already made does not count. */
  CONVERSIONS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1000).default(3),
  /** Converter tests converting at once in this process; more wait in a short line or are turned away. */
  CONVERTER_TEST_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Converter tests this process converts at once, taken from the queue (any instance's);
   * unset: CONVERTER_TEST_CONCURRENCY; 0: none here (an API instance that runs no ffmpeg,
   * beside `npm run worker`).
   */
  CONVERTER_TEST_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  /** Converter tests that may wait for a place (each at most 15 s); beyond them: 429 at once. */
  CONVERTER_TEST_QUEUE: z.coerce.number().int().min(0).max(1000).default(2),
  CONVERTER_TEST_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  CONVERTER_TEST_GLOBAL_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * With S3: the most MiB of stored masters kept as files under DATA_DIR/object-cache for
   * ffmpeg to read; the least recently used go first.
   */
  OBJECT_CACHE_MB: z.coerce.number().int().min(1).max(1_048_576).default(4096),
}
