import { HEARTBEAT_REFRESH_SECONDS } from '../queue/conversion-queue.ts'
import { RunningJobs } from '../queue/running-jobs.ts'
import type { WorkerActivity } from '../queue/worker-activity.ts'
import type { MediaContext } from './media-context.ts'
import { MEDIA_QUEUE, type MediaJobMessage } from './media-queue.ts'
import { runMediaJob } from './run-media-job.ts'

/** One media job at a time in this process: uploads are rare, conversions keep the cores. */
export async function startMediaWorker(
  context: MediaContext,
  pollingIntervalSeconds: number,
  activity: WorkerActivity,
) {
  const running = new RunningJobs()
  const options = {
    batchSize: 1,
    includeMetadata: true as const,
    pollingIntervalSeconds,
    heartbeatRefreshSeconds: HEARTBEAT_REFRESH_SECONDS,
  }
  const id = await context.boss.work<MediaJobMessage, void, typeof options>(
    MEDIA_QUEUE,
    options,
    async ([job]) => {
      if (!job) return
      await activity.track(() =>
        running.run((signal) => runMediaJob(context, job, AbortSignal.any([signal, job.signal]))),
      )
    },
  )
  return {
    /** Takes no more jobs and cuts the running one short: it goes back to the queue. */
    stop: async () => {
      await context.boss.offWork(MEDIA_QUEUE, { wait: false })
      await running.stop()
    },
    wake: () => context.boss.notifyWorker(id),
  }
}
