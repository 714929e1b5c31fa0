import type { RestoredCart } from '@marquee/core'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config/config.ts'
import { restoreCart } from '../../services/checkout-reminders/restore-cart.ts'
import { sendReminder } from '../../services/checkout-reminders/send-reminder.ts'
import { sweepEveryMs, sweepReminders } from '../../services/checkout-reminders/sweep-reminders.ts'

export interface CheckoutReminders {
  /** Sends every reminder due now; answers how many this call sent. */
  sweep(): Promise<number>
  /** Sends one checkout's reminder if it is due; true if this call sent it. */
  send(sessionId: string): Promise<boolean>
  /** The cart behind a reminder's link (400 naming `token` when it is not valid). */
  restore(token: string): Promise<RestoredCart>
}

declare module 'fastify' {
  interface FastifyInstance {
    checkoutReminders: CheckoutReminders
  }
}

/**
 * Abandoned-checkout reminders: every instance sweeps for due ones now and then (the claim
 * makes each reminder go out once however many sweep), and answers the links they carry.
 */
export default fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const deps = {
      db: app.db,
      mailer: app.mailer,
      publicUrl: config.PUBLIC_URL,
      delayHours: config.ABANDONED_CHECKOUT_REMINDER_HOURS,
    }
    const reminders: CheckoutReminders = {
      sweep: () => sweepReminders(deps),
      send: (sessionId) => sendReminder(deps, sessionId),
      restore: (token) => restoreCart({ db: app.db, catalog: app.catalog }, token),
    }
    app.decorate('checkoutReminders', reminders)

    // One sweep at a time here; the close waits for the one under way.
    let running: Promise<unknown> = Promise.resolve()
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      running = reminders
        .sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'checkout reminder sweep failed'))
        .finally(() => {
          busy = false
        })
    }, sweepEveryMs(config.ABANDONED_CHECKOUT_REMINDER_HOURS))
    timer.unref()
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'checkout-reminders', dependencies: ['database', 'mail', 'catalog'] },
)
