import type { PgBoss } from 'pg-boss'
import type { QueueDb } from '../../db/queue-db.ts'

/**
 * pg-boss 11 rewrote its tables without a migration from pg-boss 10's (schema version 24), so
 * pg-boss 12 refuses to start on them ("the oldest supported starting version is 25"). A store
 * upgraded from pg-boss 10 sets that schema aside under this name, lets pg-boss 12 install its
 * own, carries the jobs still to be done across, and drops it: pg-boss's own advice (move the
 * jobs with INSERT ... SELECT or the API), done here on start, under the start-up lock.
 */
const SET_ASIDE = 'pgboss_v10'
const VERSION_10 = 24

/** Moves a pg-boss 10 schema out of pg-boss 12's way; whether there was one. */
export async function setAsidePgBoss10(db: QueueDb): Promise<boolean> {
  const { rows } = await db.executeSql(
    "select to_regclass('pgboss.version') is not null as installed",
  )
  if (!rows[0]?.installed) return false
  const version = await db.executeSql('select version from pgboss.version')
  if (Number(version.rows[0]?.version) !== VERSION_10) return false
  await db.executeSql(`alter schema pgboss rename to ${SET_ASIDE}`)
  return true
}

interface OldJob {
  id: string
  name: string
  data: object | null
  start_after: Date
}

/**
 * Queues again, with their ids (downloads.job_id keeps pointing at them) and data, the jobs
 * pg-boss 10 still had to do: waiting, waiting for a retry, or cut off while running (the
 * store stopped for the upgrade). Each gets the queue's options of today (tries, heartbeat,
 * expiry). Run again after a crash halfway, it inserts nothing twice (the ids are kept).
 * Converter tests are not carried: their visitors left long ago. Resolves to the jobs carried.
 */
export async function carryOverPgBoss10Jobs(
  boss: PgBoss,
  db: QueueDb,
  queues: string[],
): Promise<number> {
  const { rows } = await db.executeSql('select to_regclass($1) is not null as present', [
    `${SET_ASIDE}.job`,
  ])
  if (!rows[0]?.present) return 0
  const pending = await db.executeSql(
    `select id, name, data, start_after from ${SET_ASIDE}.job
      where state in ('created', 'retry', 'active') and name = any($1) order by created_on`,
    [queues],
  )
  const jobs = pending.rows as OldJob[]
  for (const name of queues) {
    const own = jobs.filter((job) => job.name === name)
    if (own.length === 0) continue
    await boss.insert(
      name,
      own.map((job) => ({
        id: job.id,
        data: job.data ?? {},
        ...(new Date(job.start_after) > new Date()
          ? { startAfter: new Date(job.start_after) }
          : {}),
      })),
    )
  }
  await db.executeSql(`drop schema ${SET_ASIDE} cascade`)
  return jobs.length
}
