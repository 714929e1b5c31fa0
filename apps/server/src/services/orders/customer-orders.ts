import type { Order, OrderPage } from '@marquee/core'
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import type { UploadedLogos } from '../uploads/uploaded-logo.ts'
import { createOrder } from './create-order.ts'
import type { OrderBody } from './order-rows.ts'
import { countOrders, listOrders, shownToCustomer } from './order-view.ts'
import { submitCustomOrder } from './submit-custom-order.ts'

/** The account's two lists: what the customer bought, and what their plan's credits paid for. */
export type OrderList = 'purchases' | 'subscription'

/** One page of the customer's own orders in one of the account's lists, newest first. */
export async function customerOrderPage(
  db: Database,
  customerId: string,
  list: OrderList,
  query: { page: number; pageSize: number },
): Promise<OrderPage> {
  const mine = eq(orders.userId, customerId)
  const where =
    list === 'subscription'
      ? and(mine, eq(orders.orderStatus, 'subscription'))
      : and(mine, ne(orders.orderStatus, 'subscription'), shownToCustomer)
  const offset = (query.page - 1) * query.pageSize
  return {
    orders: await listOrders(db, where, { limit: query.pageSize, offset }),
    page: query.page,
    pageSize: query.pageSize,
    total: await countOrders(db, where),
  }
}

/** What placing an order needs: the database, and the uploads a Submit Order's logo is in. */
export interface OrderPlacing {
  db: Database
  logos: UploadedLogos
}

/** POST /orders: Submit Order spends the plan's credits; any other order waits for payment. */
export async function placeOrder(
  context: OrderPlacing,
  customer: { id: string; email: string },
  body: OrderBody,
): Promise<Order> {
  if (body.paymentstatus === 'subscription') return submitCustomOrder(context, customer, body)
  return createOrder(context.db, customer, body)
}
