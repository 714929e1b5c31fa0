import type { ContactMessage, ContactReceipt } from '@marquee/core'
import type { Database } from '../../db/client.ts'
import { contactMessages } from '../../db/schema.ts'
import { refuseWhenFull } from './inbox-full.ts'

export const CONTACT_BUSY_MESSAGE =
  'The shop cannot take more messages right now. Please try again in a few minutes.'

/**
 * Keeps a contact form's message for the shop (never relayed anywhere); 503 while the
 * unread inbox is full.
 */
export async function storeContactMessage(
  db: Database,
  message: ContactMessage,
  maxUnread: number,
): Promise<ContactReceipt> {
  await refuseWhenFull(db, contactMessages, maxUnread, CONTACT_BUSY_MESSAGE)
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, email: message.email.toLowerCase() })
    .returning({ id: contactMessages.id, receivedAt: contactMessages.receivedAt })
  if (!row) throw new Error('contact message was not stored')
  return { id: row.id, receivedAt: row.receivedAt.toISOString() }
}
