import type { ContactMessage, ContactReceipt } from '@marquee/core'
import type { Database } from '../../db/client.ts'
import { contactMessages } from '../../db/schema.ts'
import { inboxFull } from './inbox-full.ts'

/**
 * Keeps a contact form's message for the shop (never relayed anywhere); null while the
 * unread inbox is full.
 */
export async function storeContactMessage(
  db: Database,
  message: ContactMessage,
  maxUnread: number,
): Promise<ContactReceipt | null> {
  if (await inboxFull(db, contactMessages, maxUnread)) return null
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, email: message.email.toLowerCase() })
    .returning({ id: contactMessages.id, receivedAt: contactMessages.receivedAt })
  if (!row) throw new Error('contact message was not stored')
  return { id: row.id, receivedAt: row.receivedAt.toISOString() }
}
