import type { PersonalRender } from '../personalization/personal-render.ts'
import {
  CONVERSION_GAVE_UP_QUEUE,
  CONVERSION_QUEUE,
  type ConversionJob,
  HEARTBEAT_REFRESH_SECONDS,
} from '../queue/conversion-queue.ts'
import { RunningJobs } from '../queue/running-jobs.ts'
import type { WorkerActivity } from '../queue/worker-activity.ts'
import { markFailed } from './download-outcome.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { runConversion } from './run-conversion.ts'
import type { SourceClip } from './source-clip.ts'

export interface ConversionWorkers {
  /**
   * Takes no more jobs and cuts running conversions short: each ends its ffmpeg, then throws
   * its job back to the queue for another try (by this process after a restart, or another).
   */
  stop(): Promise<void>
  /** Makes idle workers look for a job now rather than at their next poll. */
  wake(): void
}

/** `concurrency` conversions at once in this process, plus the sweeper of given-up jobs. */
export async function startWorkers(
  context: DownloadsContext,
  concurrency: number,
  pollingIntervalSeconds: number,
  activity: WorkerActivity,
): Promise<ConversionWorkers> {
  const { boss } = context
  const running = new RunningJobs()
  const options = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds }
  // While a conversion runs, its worker says so every few seconds: one that stops is lost.
  const converting = { ...options, heartbeatRefreshSeconds: HEARTBEAT_REFRESH_SECONDS }
  const ids: string[] = []
  for (let slot = 0; slot < concurrency; slot += 1) {
    const id = await boss.work<ConversionJob<SourceClip, PersonalRender>, void, typeof converting>(
      CONVERSION_QUEUE,
      converting,
      async ([job]) => {
        if (!job) return
        await activity.track(() => running.run((signal) => runConversion(context, job, signal)))
      },
    )
    ids.push(id)
  }
  // A job whose tries ran out (the last one failed, outlived its time limit, or lost its worker) ends up here.
  await boss.work<ConversionJob, void, typeof options>(
    CONVERSION_GAVE_UP_QUEUE,
    options,
    async (jobs) => {
      for (const job of jobs) {
        await context.db.transaction((tx) =>
          markFailed(tx, job.data.downloadId, 'the conversion ran out of tries or time'),
        )
      }
    },
  )
  return {
    stop: async () => {
      // First no new job, or one fetched now would be cut off at once and spend a try; not
      // waiting there for the running ones (pg-boss 12's default), which are cut short next.
      await boss.offWork(CONVERSION_QUEUE, { wait: false })
      await running.stop()
    },
    wake: () => {
      for (const id of ids) boss.notifyWorker(id)
    },
  }
}
