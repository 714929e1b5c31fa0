import type { CustomVideoReceipt, customVideoRequestSchema } from '@marquee/core'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { customVideoRequests } from '../../db/schema.ts'
import { badRequest } from '../../http-error.ts'
import type { Account } from '../accounts/accounts.ts'
import { refuseWhenFull } from '../contact/inbox-full.ts'
import type { Letter, LetterDetail } from '../mail/letters.ts'
import type { Mailer } from '../mail/mailer.ts'
import { assertAttachable, type UploadedLogos } from '../uploads/uploaded-logo.ts'

type RequestBody = z.output<typeof customVideoRequestSchema>

export const REQUESTS_BUSY_MESSAGE =
  'The shop cannot take more requests right now. Please try again in a few minutes.'

export interface CustomRequestContext {
  db: Database
  mailer: Pick<Mailer, 'send'>
  /** Where the files a request attaches were uploaded, checked before they are. */
  logos: UploadedLogos
  shopEmail: string
  /** Unread requests kept at most; beyond it nothing is stored. */
  maxUnread: number
}

/**
 * Who asks: the signed-in account, else the name and email typed. Files must be the
 * caller's own uploads on this store, their bytes checked, so the request cannot carry
 * someone else's links or a page posing as an image.
 */
async function requester(body: RequestBody, account: Account | null, logos: UploadedLogos) {
  if (account) {
    const files = body.files.map((url, index) => ({ field: `files.${index}`, url }))
    await assertAttachable(logos, account.id, files)
    return { userId: account.id, name: account.name, email: account.email }
  }
  if (body.files.length > 0) throw badRequest('files: sign in to attach files')
  if (!body.name) throw badRequest('name: Please enter your name')
  if (!body.email) throw badRequest('email: Please enter a valid email address')
  return { userId: null, name: body.name, email: body.email.toLowerCase() }
}

function details(body: RequestBody, who: { name: string; email: string }): LetterDetail[] {
  return [
    { label: 'From', value: `${who.name} <${who.email}>` },
    { label: 'Sign size', value: `${body.sign_width} × ${body.sign_height} px` },
    { label: 'It should say', value: body.message },
    ...(body.imagery ? [{ label: 'It should show', value: body.imagery }] : []),
    ...(body.deadline ? [{ label: 'Deadline', value: body.deadline }] : []),
    ...body.files.map((file, index) => ({ label: `File ${index + 1}`, value: file })),
  ]
}

/**
 * Stores the request for the shop and mails the confirmation and the shop's notice with it;
 * 503 while the shop's unread requests are at their cap.
 */
export async function storeCustomRequest(
  context: CustomRequestContext,
  body: RequestBody,
  account: Account | null,
): Promise<CustomVideoReceipt> {
  await refuseWhenFull(context.db, customVideoRequests, context.maxUnread, REQUESTS_BUSY_MESSAGE)
  const who = await requester(body, account, context.logos)
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customVideoRequests)
      .values({
        ...who,
        signWidth: body.sign_width,
        signHeight: body.sign_height,
        message: body.message,
        imagery: body.imagery,
        deadline: body.deadline ?? null,
        files: body.files,
      })
      .returning({ id: customVideoRequests.id })
    if (!row) throw new Error('the custom video request was not stored')
    const reference = `R-${row.id}`
    const facts = details(body, who)
    const due = body.deadline ? ` (due ${body.deadline})` : ''
    const letters: Letter[] = [
      {
        to: who.email,
        subject: `Your custom video request ${reference}`,
        template: 'custom-request-confirmed',
        reference,
        details: facts,
      },
      {
        to: context.shopEmail,
        subject: `New custom video request ${reference}${due}`,
        template: 'custom-request-received',
        reference,
        details: facts,
      },
    ]
    await context.mailer.send(letters, tx)
    return { id: row.id, reference }
  })
}
