import type { ExportRange } from '@marquee/core'
import type { Database } from '../../db/client.ts'
import type { Cell } from './csv.ts'
import { orderLineRows } from './order-lines.ts'
import { packPaymentRows } from './pack-payments.ts'
import { planPaymentRows } from './plan-payments.ts'

/** What an accountant needs of each payment; amounts are decimal, tax is included in total. */
export const ORDER_COLUMNS = [
  'reference',
  'kind',
  'created_at',
  'paid_at',
  'customer_email',
  'item',
  'status',
  'payment',
  'quantity',
  'unit_price',
  'discount',
  'tax',
  'total',
  'refunded',
  'currency',
  'invoice_number',
] as const

/**
 * Every sale in the range, one row per order line, then the plans and renewals, then the
 * credit packs: each part oldest first, each read a page at a time.
 */
export async function* orderExportRows(db: Database, range: ExportRange): AsyncGenerator<Cell[]> {
  yield* orderLineRows(db, range)
  yield* planPaymentRows(db, range)
  yield* packPaymentRows(db, range)
}
