import { SEND_EMAIL_TEMPLATES, type sendEmailRequestSchema } from '@marquee/core'
import { and, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { badRequest, HttpError, notFound } from '../../http-error.ts'
import type { Account } from '../accounts/accounts.ts'
import type { Mailer } from '../mail/mailer.ts'
import { customOrderLetters } from './order-letters.ts'
import { titledOrders } from './titled-orders.ts'

export interface OrderMailDeps {
  db: Database
  mailer: Pick<Mailer, 'send'>
  shopEmail: string
}

const known = (template: string): template is (typeof SEND_EMAIL_TEMPLATES)[number] =>
  (SEND_EMAIL_TEMPLATES as readonly string[]).includes(template)

/**
 * The confirmation of one of the customer's own customised orders, written from the order
 * the store holds and sent to them and to the shop: never to an address the request names
 * (the store is not an open relay). Answers how many letters went out.
 */
export async function sendCustomOrderMail(
  deps: OrderMailDeps,
  account: Account,
  request: z.output<typeof sendEmailRequestSchema>,
): Promise<{ sent: number }> {
  const { template, to, variables } = request
  if (!known(template)) {
    throw badRequest(`template: must be one of ${SEND_EMAIL_TEMPLATES.join(', ')}`)
  }
  if (to && to.toLowerCase() !== account.email.toLowerCase()) {
    throw new HttpError(403, 'to: the store mails only your own address')
  }
  if (!variables.order_id) throw badRequest('variables.order_id: name the order to confirm')
  const [order] = await titledOrders(
    deps.db,
    and(
      eq(orders.id, variables.order_id),
      eq(orders.userId, account.id),
      ne(orders.customizationRequests, ''),
    ),
  )
  if (!order) throw notFound('variables.order_id: no customised order of yours has this id')
  const letters = customOrderLetters(order, deps.shopEmail)
  await deps.mailer.send(letters)
  return { sent: letters.length }
}
