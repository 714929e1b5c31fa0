import type { Database, Transaction } from '../../db/client.ts'
import type { Letter } from './letters.ts'
import type { MailDelivery } from './mail-delivery.ts'
import { addLetters } from './mail-outbox.ts'

/**
 * Sends the store's mail. Every letter is first written to the outbox as data, in the caller's
 * transaction when one is given, so mail is sent only for work that was committed and a
 * mail server being down never undoes or repeats that work; it is rendered only when it is
 * delivered or shown, so no template runs while that transaction holds its locks.
 */
export interface Mailer {
  send(letters: readonly Letter[], db?: Database | Transaction): Promise<void>
  start(): void
  close(): Promise<void>
}

/** No mail server: messages are kept in the outbox, where the test mailbox shows them. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Database) {}

  send(letters: readonly Letter[], db?: Database | Transaction): Promise<void> {
    return addLetters(db ?? this.db, letters, 'kept')
  }

  start(): void {}

  async close(): Promise<void> {}
}

/** SMTP_URL: messages are queued in the outbox and a delivery loop sends them. */
export class SmtpMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly delivery: MailDelivery,
  ) {}

  async send(letters: readonly Letter[], db?: Database | Transaction): Promise<void> {
    await addLetters(db ?? this.db, letters, 'pending')
    // Inside a caller's transaction the row is not visible yet: the next poll takes it.
    if (!db) this.delivery.wake()
  }

  start(): void {
    this.delivery.start()
  }

  close(): Promise<void> {
    return this.delivery.stop()
  }
}
