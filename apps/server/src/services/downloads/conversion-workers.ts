import {
  CONVERSION_GAVE_UP_QUEUE,
  CONVERSION_QUEUE,
  type ConversionJob,
} from '../queue/conversion-queue.ts'
import { RunningJobs } from '../queue/running-jobs.ts'
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
): Promise<ConversionWorkers> {
  const { boss } = context
  const running = new RunningJobs()
  const options = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds }
  const ids: string[] = []
  for (let slot = 0; slot < concurrency; slot += 1) {
    const id = await boss.work<ConversionJob<SourceClip>>(
      CONVERSION_QUEUE,
      options,
      async ([job]) => {
        if (job) await running.run((signal) => runConversion(context, job, signal))
      },
    )
    ids.push(id)
  }
  // A try that outlived its time limit (a killed worker, a hung upload) ends up here.
  await boss.work<ConversionJob>(CONVERSION_GAVE_UP_QUEUE, options, async (jobs) => {
    for (const job of jobs) {
      await context.db.transaction((tx) =>
        markFailed(tx, job.data.downloadId, 'the conversion ran out of tries or time'),
      )
    }
  })
  return {
    stop: async () => {
      // First no new job, or one fetched now would be cut off at once and spend a try.
      await boss.offWork(CONVERSION_QUEUE)
      await running.stop()
    },
    wake: () => {
      for (const id of ids) boss.notifyWorker(id)
    },
  }
}
