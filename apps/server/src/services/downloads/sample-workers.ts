import { SAMPLE_QUEUE } from '../queue/conversion-queue.ts'
import { RunningJobs } from '../queue/running-jobs.ts'
import type { DownloadsContext } from './downloads-context.ts'
import { runSample } from './run-sample.ts'
import { announce, type SampleJob } from './sample-job.ts'
import type { SampleNews } from './sample-news.ts'

/**
 * `concurrency` converter tests at once in this process, taken from the sample queue as soon
 * as any instance announces one. A cancel (the visitor left) stops that job's ffmpeg; a stop
 * cuts every one short, and their visitors are told to come back.
 */
export async function startSampleWorkers(
  context: DownloadsContext,
  news: SampleNews,
  concurrency: number,
  pollingIntervalSeconds: number,
): Promise<{ stop(): Promise<void> }> {
  const { boss, db } = context
  const running = new RunningJobs()
  const options = { batchSize: 1, pollingIntervalSeconds }
  const ids: string[] = []
  for (let slot = 0; slot < concurrency; slot += 1) {
    const id = await boss.work<SampleJob>(SAMPLE_QUEUE, options, async ([job]) => {
      if (!job) return undefined
      return running.run(async (stopping) => {
        const cancelled = new AbortController()
        const checkCancelled = async () => {
          const now = await boss.getJobById(SAMPLE_QUEUE, job.id)
          if (now?.state === 'cancelled') cancelled.abort()
        }
        const unfollow = news.follow(job.id, (message) => {
          if (message === undefined) void checkCancelled()
          else if (message.event === 'cancel') cancelled.abort()
        })
        try {
          // A cancel sent between the fetch and the follow above was not heard.
          await checkCancelled()
          const outcome = await runSample(
            context,
            job.data,
            AbortSignal.any([stopping, cancelled.signal]),
          )
          if (!cancelled.signal.aborted) await announce(db, { id: job.id, event: 'ended', outcome })
          return outcome
        } finally {
          unfollow()
        }
      })
    })
    ids.push(id)
  }
  news.onQueued(() => {
    for (const id of ids) boss.notifyWorker(id)
  })
  return {
    stop: async () => {
      await boss.offWork(SAMPLE_QUEUE, { wait: false })
      await running.stop()
    },
  }
}
