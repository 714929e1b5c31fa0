import { orderMessages } from '../../db/schema.ts'
import { recordAudit } from './audit-log.ts'
import { lockCustomOrder, type ShopDeps } from './custom-order-life.ts'

/** A message from the shop on a custom order: stored, shown in the account, emailed. */
export async function postShopMessage(
  deps: ShopDeps,
  actorId: string,
  orderId: number,
  body: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { order, title } = await lockCustomOrder(tx, orderId)
    const [message] = await tx
      .insert(orderMessages)
      .values({ orderId, author: 'shop', authorId: actorId, body })
      .returning({ id: orderMessages.id })
    await recordAudit(tx, {
      actorId,
      action: 'custom-order.message',
      entity: 'order',
      entityId: orderId,
      before: null,
      after: { message_id: message?.id, body },
    })
    await deps.mailer.send(
      [
        {
          template: 'custom-order',
          to: order.userEmail,
          subject: `A message about your custom order #${orderId}`,
          step: 'message',
          orderId,
          title,
          note: body,
        },
      ],
      tx,
    )
  })
}
