import { isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { countUpTo } from '../../db/count-up-to.ts'
import type { contactMessages, customVideoRequests } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'

/** The shop's inboxes that visitors can write to: each keeps when staff read a message. */
type Inbox = typeof contactMessages | typeof customVideoRequests

/** How long a visitor is asked to wait when an inbox is full. */
const RETRY_AFTER_SECONDS = 300

/**
 * 503 with `busyMessage` (and retry-after) when the inbox already holds `maxUnread` unread
 * messages: the forms then ask visitors to come back later instead of filling the disk. It
 * counts no further than the cap.
 */
export async function refuseWhenFull(
  db: Database,
  inbox: Inbox,
  maxUnread: number,
  busyMessage: string,
): Promise<void> {
  if ((await countUpTo(db, inbox, isNull(inbox.readAt), maxUnread)) < maxUnread) return
  throw new HttpError(503, busyMessage, { 'retry-after': RETRY_AFTER_SECONDS })
}
