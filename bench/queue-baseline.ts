import type { PgBoss } from 'pg-boss'

export const BARE_QUEUE = 'bench-bare-pickup'
const QUEUE = BARE_QUEUE

/**
 * The floor under the store's queue pickup, on the same database in the same run: a bare
 * pg-boss job with an empty handler, woken the way the store wakes its own idle workers
 * (notifyWorker right after the send), one after another; their waits are read as the
 * store's are (downloads.ts pickupWaits).
 */
export async function barePickups(
  boss: PgBoss,
  count: number,
  pollingIntervalSeconds: number,
): Promise<void> {
  await boss.createQueue(QUEUE)
  let ran: (() => void) | undefined
  const worker = await boss.work(QUEUE, { batchSize: 1, pollingIntervalSeconds }, async () => {
    ran?.()
  })
  try {
    for (let index = 0; index < count; index += 1) {
      const done = new Promise<void>((resolve) => {
        ran = resolve
      })
      const id = await boss.send(QUEUE, {})
      if (!id) throw new Error('the bare job was not queued')
      boss.notifyWorker(worker)
      await done
    }
  } finally {
    await boss.offWork(QUEUE)
  }
}
