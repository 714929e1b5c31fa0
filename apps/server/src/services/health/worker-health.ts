import type { PgBoss } from 'pg-boss'
import { CONVERSION_QUEUE } from '../queue/conversion-queue.ts'
import type { WorkerActivity } from '../queue/worker-activity.ts'

/** The queue's database must answer within this, or the worker is reported unwell. */
const QUEUE_ANSWER_MS = 3000

export interface WorkerHealth {
  /** False when the queue's database does not answer: this worker can take no job. */
  ok: boolean
  jobsRunning: number
  lastJobEndedAt: string | null
  queueReachable: boolean
}

/** Whether this worker can take jobs (its queue answers), what it runs and when it last finished one. */
export async function workerHealth(boss: PgBoss, activity: WorkerActivity): Promise<WorkerHealth> {
  const queueReachable = await answers(boss)
  return {
    ok: queueReachable,
    jobsRunning: activity.running,
    lastJobEndedAt: activity.lastJobEndedAt?.toISOString() ?? null,
    queueReachable,
  }
}

async function answers(boss: PgBoss): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), QUEUE_ANSWER_MS)
  })
  try {
    const asked = boss.getQueue(CONVERSION_QUEUE).then(
      (queue) => queue !== null,
      () => false,
    )
    return await Promise.race([asked, late])
  } finally {
    clearTimeout(timer)
  }
}
