import { asc } from 'drizzle-orm'
import { checkoutSessions } from '../../db/schema.ts'
import { reminderDue } from './reminder-due.ts'
import { type ReminderDeps, sendReminder } from './send-reminder.ts'

/** Reminders one sweep sends at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100

/**
 * Sends every reminder due now, oldest checkout first; answers how many this sweep sent.
 * Any number of sweeps may run at once, on any instance: each reminder is claimed once.
 */
export async function sweepReminders(deps: ReminderDeps): Promise<number> {
  const due = await deps.db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(reminderDue(deps.delayHours))
    .orderBy(asc(checkoutSessions.createdAt))
    .limit(SWEEP_BATCH)
  let sent = 0
  for (const { id } of due) {
    if (await sendReminder(deps, id)) sent += 1
  }
  return sent
}

/** How often to sweep: a quarter of the delay, between once a second and every 5 minutes. */
export const sweepEveryMs = (delayHours: number) =>
  Math.min(5 * 60_000, Math.max(1000, Math.round((delayHours * 3_600_000) / 4)))
