import { desc } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface OutboxMessage extends Mail {
  id: number
  sentAt: Date
}

/**
 * Sends the store's mail. Until SMTP is configured every message lands in the outbox table,
 * which /dev/mailbox shows, so password resets work on a machine with no mail server.
 */
export class OutboxMailer {
  constructor(private readonly db: Database) {}

  async send(mail: Mail): Promise<void> {
    await this.db
      .insert(mailOutbox)
      .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text })
  }

  async recent(limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      sentAt: row.createdAt,
    }))
  }
}
