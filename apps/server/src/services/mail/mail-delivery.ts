import type { FastifyBaseLogger } from 'fastify'
import {
  type ClaimedMessage,
  claimDue,
  type MailOutbox,
  markFailed,
  markSent,
} from './mail-outbox.ts'
import type { MailTransport } from './smtp-transport.ts'

export interface DeliveryTiming {
  /** How often the outbox is looked at when nothing wakes the loop. */
  pollMs: number
  /** The wait after the first failed attempt; it doubles after each further one. */
  retryBaseMs: number
  /** After this many failed attempts a message is marked failed and left alone. */
  maxAttempts: number
  /** How long a claim is exclusive; far longer than one SMTP attempt may last. */
  leaseMs: number
  batchSize: number
}

/** Eight attempts over about an hour (30 s, 1, 2, 4, 8, 16, 32 min apart). */
export const DEFAULT_TIMING: DeliveryTiming = {
  pollMs: 5_000,
  retryBaseMs: 30_000,
  maxAttempts: 8,
  leaseMs: 10 * 60_000,
  batchSize: 10,
}

const MAX_ERROR_LENGTH = 1000

/**
 * Sends the outbox's pending mail through a transport, on every instance of the store at
 * once: each message is claimed before it is sent, so no two loops send the same one.
 * Delivery is at least once: were the process to die after the server accepted a message
 * and before it was marked sent, the message would go again when its lease ran out.
 */
export class MailDelivery {
  private timer: NodeJS.Timeout | undefined
  private round: Promise<unknown> | undefined
  private stopped = true
  private closing = false
  private again = false

  constructor(
    private readonly outbox: MailOutbox,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly timing: DeliveryTiming = DEFAULT_TIMING,
  ) {}

  start(): void {
    this.stopped = false
    this.wake()
  }

  /** Delivers now (or right after the round under way), e.g. because a message was queued. */
  wake(): void {
    if (this.stopped) return
    if (this.round) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.round = this.deliverDue()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail delivery round failed'))
      .finally(() => {
        this.round = undefined
        if (this.stopped) return
        if (this.again) {
          this.again = false
          this.wake()
        } else {
          this.timer = setTimeout(() => this.wake(), this.timing.pollMs).unref()
        }
      })
  }

  /** Finishes the batch under way (nothing is left claimed), then stops. */
  async stop(): Promise<void> {
    this.stopped = true
    this.closing = true
    clearTimeout(this.timer)
    await this.round
    this.transport.close()
  }

  /** Sends every message due now, batch by batch. */
  async deliverDue(): Promise<{ sent: number; failed: number }> {
    const tally = { sent: 0, failed: 0 }
    while (!this.closing) {
      const batch = await claimDue(this.outbox.db, this.timing.batchSize, this.timing.leaseMs)
      if (batch.length === 0) return tally
      for (const message of batch) {
        if (await this.deliver(message)) tally.sent += 1
        else tally.failed += 1
      }
    }
    return tally
  }

  private async deliver(message: ClaimedMessage): Promise<boolean> {
    try {
      // Rendered here, outside any transaction: a template that throws is retried like a refusal.
      await this.transport.deliver(await this.outbox.render(message.stored))
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      )
      const retryInMs =
        message.attempt < this.timing.maxAttempts
          ? this.timing.retryBaseMs * 2 ** (message.attempt - 1)
          : undefined
      await markFailed(this.outbox.db, message, reason, retryInMs)
      // The mail's id, not its address: the log holds no customer's personal data.
      this.log.warn(
        { mailId: message.id, attempt: message.attempt, retryInMs, reason },
        retryInMs === undefined
          ? 'mail not delivered; giving up'
          : 'mail not delivered; will retry',
      )
      return false
    }
    await markSent(this.outbox.db, message)
    return true
  }
}
