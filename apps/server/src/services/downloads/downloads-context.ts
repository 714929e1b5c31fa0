import type { FastifyBaseLogger } from 'fastify'
import type { PgBoss } from 'pg-boss'
import type { Database } from '../../db/client.ts'
import type { BoundedPool } from '../conversion/bounded-pool.ts'
import type { CpuShare } from '../conversion/cpu-share.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { ObjectStore } from '../storage/object-store.ts'

/** What the download services share: the database, the queue, storage, mail and settings. */
export interface DownloadsContext {
  db: Database
  boss: PgBoss
  store: ObjectStore
  mailer: Mailer
  log: FastifyBaseLogger
  /** The public files (MEDIA_DIR): the converter test's sample is a marked preview from here. */
  mediaDir: string
  /** The demo catalogue's clean masters (MASTERS_DIR): what downloads convert. */
  mastersDir: string
  urlTtlSeconds: number
  ffmpegPath: string
  conversionTimeoutMs: number
  /** ffmpeg's nice value and threads: conversions yield the CPU to requests and leave a core. */
  conversionCpu: CpuShare
  /** The memory (MiB) every ffmpeg of this process shares: downloads and converter tests. */
  conversionMemory: BoundedPool
  /** Downloads one customer may have queued or converting at once. */
  conversionsPerCustomer: number
  /** Tells this process's idle workers a job is waiting, so they need not wait for their poll. */
  wakeWorkers(): void
}
