import { isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { countUpTo } from '../../db/count-up-to.ts'
import type { contactMessages, customVideoRequests } from '../../db/schema.ts'

/** The shop's inboxes that visitors can write to: each keeps when staff read a message. */
type Inbox = typeof contactMessages | typeof customVideoRequests

/**
 * Whether the inbox already holds `maxUnread` unread messages: the forms then ask visitors to
 * come back later instead of filling the disk. It counts no further than the cap.
 */
export async function inboxFull(db: Database, inbox: Inbox, maxUnread: number): Promise<boolean> {
  return (await countUpTo(db, inbox, isNull(inbox.readAt), maxUnread)) >= maxUnread
}
