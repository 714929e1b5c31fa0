import type { FfmpegStatus } from '@marquee/core'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import { listenForNotifications } from '../../db/notifications.ts'
import { closableQueueDb } from '../../db/queue-db.ts'
import { BoundedPool } from '../../services/conversion/bounded-pool.ts'
import { threadsLeavingACore } from '../../services/conversion/cpu-share.ts'
import { processLauncher } from '../../services/conversion/process-launcher.ts'
import { startWorkers } from '../../services/downloads/conversion-workers.ts'
import { DOWNLOAD_CHANNEL, DownloadChanges } from '../../services/downloads/download-changes.ts'
import type { DownloadsContext } from '../../services/downloads/downloads-context.ts'
import { ffmpegStatus } from '../../services/downloads/ffmpeg-status.ts'
import { SAMPLE_CHANNEL } from '../../services/downloads/sample-job.ts'
import { SampleNews } from '../../services/downloads/sample-news.ts'
import { startSampleWorkers } from '../../services/downloads/sample-workers.ts'
import type { MediaContext } from '../../services/media/media-context.ts'
import { ensureMediaQueue, MEDIA_QUEUE } from '../../services/media/media-queue.ts'
import { startMediaWorker } from '../../services/media/media-workers.ts'
import {
  CONVERSION_GAVE_UP_QUEUE,
  CONVERSION_QUEUE,
  startQueue,
} from '../../services/queue/conversion-queue.ts'
import { carryOverPgBoss10Jobs, setAsidePgBoss10 } from '../../services/queue/pg-boss-10.ts'
import { WorkerActivity } from '../../services/queue/worker-activity.ts'

declare module 'fastify' {
  interface FastifyInstance {
    downloads: DownloadsContext
    downloadChanges: DownloadChanges
    sampleNews: SampleNews
    catalogMedia: MediaContext
    /** The conversion and media jobs this process runs (the worker's health answer). */
    workerActivity: WorkerActivity
    ffmpegStatus: () => Promise<FfmpegStatus>
  }
}

/** The queues whose waiting jobs a pg-boss 10 store's upgrade keeps (not the converter test's). */
const CARRIED_QUEUES = [CONVERSION_QUEUE, CONVERSION_GAVE_UP_QUEUE, MEDIA_QUEUE]

/** Stopping waits this long for running conversions to hand their jobs back. */
const STOP_TIMEOUT_MS = 10_000

/**
 * The conversion queue on the store's own database and (unless WORKER_CONCURRENCY is 0) the
 * workers that convert downloads in this process; unless CONVERTER_TEST_WORKERS is 0, those
 * that convert converter tests.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const queueDb = closableQueueDb(app.dbHandle.queueDb)
    // Under the start-up lock: two instances creating pg-boss's queues at once deadlock.
    const boss = await app.dbHandle.exclusive(async () => {
      const upgraded = await setAsidePgBoss10(queueDb)
      const started = await startQueue(
        queueDb,
        {
          retryLimit: config.CONVERSION_RETRY_LIMIT,
          timeoutMs: config.CONVERSION_TIMEOUT_MS,
          pollIntervalSeconds: config.QUEUE_POLL_INTERVAL_SECONDS,
          backend: app.dbHandle.kind,
        },
        (error) => app.log.warn({ err: error }, 'job queue error'),
      )
      try {
        await ensureMediaQueue(started, config.CONVERSION_TIMEOUT_MS)
        const carried = await carryOverPgBoss10Jobs(started, queueDb, CARRIED_QUEUES)
        if (upgraded || carried > 0) {
          app.log.info(
            { carried },
            'job queue upgraded from pg-boss 10: its waiting jobs carried over',
          )
        }
      } catch (error) {
        await started.stop({ graceful: false })
        throw error
      }
      return started
    })
    // ffmpeg and ffprobe start from a small process of their own, started while this one is small.
    processLauncher.start()
    const context: DownloadsContext = {
      db: app.db,
      boss,
      store: app.store,
      mailer: app.mailer,
      log: app.log,
      mediaDir: config.MEDIA_DIR,
      mastersDir: config.MASTERS_DIR,
      urlTtlSeconds: config.DOWNLOAD_URL_TTL_SECONDS,
      ffmpegPath: config.FFMPEG_PATH,
      conversionTimeoutMs: config.CONVERSION_TIMEOUT_MS,
      conversionCpu: {
        niceness: config.CONVERSION_NICENESS,
        threads: config.CONVERSION_THREADS ?? threadsLeavingACore(config.WORKER_CONCURRENCY),
      },
      conversionMemory: new BoundedPool(config.CONVERSION_MEMORY_MB),
      conversionsPerCustomer: config.CONVERSIONS_PER_CUSTOMER,
      wakeWorkers: () => {},
    }
    app.decorate('downloads', context)
    app.decorate('ffmpegStatus', ffmpegStatus(config.FFMPEG_PATH))
    const changes = new DownloadChanges()
    app.decorate('downloadChanges', changes)
    const stopListening = await listenForNotifications(
      app.dbHandle,
      DOWNLOAD_CHANNEL,
      (payload) => changes.seen(payload),
      app.log,
    )
    const sampleNews = new SampleNews()
    app.decorate('sampleNews', sampleNews)
    const stopSampleNews = await listenForNotifications(
      app.dbHandle,
      SAMPLE_CHANNEL,
      (payload) => sampleNews.seen(payload),
      app.log,
    )
    const sampleConcurrency = config.CONVERTER_TEST_WORKERS ?? config.CONVERTER_TEST_CONCURRENCY
    const sampleWorkers =
      sampleConcurrency > 0
        ? await startSampleWorkers(
            context,
            sampleNews,
            sampleConcurrency,
            config.QUEUE_POLL_INTERVAL_SECONDS,
          )
        : null
    const activity = new WorkerActivity()
    app.decorate('workerActivity', activity)
    const workers =
      config.WORKER_CONCURRENCY > 0
        ? await startWorkers(
            context,
            config.WORKER_CONCURRENCY,
            config.QUEUE_POLL_INTERVAL_SECONDS,
            activity,
          )
        : null
    if (workers) context.wakeWorkers = workers.wake
    const media: MediaContext = {
      ...context,
      changes: app.hasDecorator('catalogChanges') ? app.catalogChanges : undefined,
      wakeWorkers: () => {},
    }
    app.decorate('catalogMedia', media)
    const mediaWorker =
      config.WORKER_CONCURRENCY > 0
        ? await startMediaWorker(media, config.QUEUE_POLL_INTERVAL_SECONDS, activity)
        : null
    if (mediaWorker) media.wakeWorkers = mediaWorker.wake
    // preClose runs at once, before requests in flight are waited for: conversions hand their
    // jobs back while the requests drain, rather than after.
    app.addHook('preClose', async () => {
      await Promise.all([workers?.stop(), mediaWorker?.stop(), sampleWorkers?.stop()])
    })
    app.addHook('onClose', async () => {
      await Promise.all([stopListening(), stopSampleNews()])
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS })
      // A job cut off by the stop may still be writing its failure (closableQueueDb).
      await queueDb.close(STOP_TIMEOUT_MS)
    })
  },
  { name: 'downloads', dependencies: ['database', 'storage', 'mail'] },
)
