import type { mailOutbox } from '../../src/db/schema.ts'
import { storedMail } from '../../src/services/mail/mail-outbox.ts'
import { mailRenderer } from '../../src/services/mail/mail-render.ts'

/** The test stores' PUBLIC_URL (createTestApp leaves the default). */
const render = mailRenderer('http://localhost:3000')

type Row = typeof mailOutbox.$inferSelect

/**
 * Outbox rows with their text and HTML as delivery and the test mailbox render them: the
 * outbox keeps letters as data until then.
 */
export function rendered<R extends Row>(
  rows: R[],
): Promise<Array<R & { textBody: string; htmlBody: string | null }>> {
  return Promise.all(
    rows.map(async (row) => {
      const mail = await render(storedMail(row))
      return { ...row, textBody: mail.text, htmlBody: mail.html ?? null }
    }),
  )
}
