import type { ObjectStore } from '../storage/object-store.ts'
import type { ShopDeps } from './custom-order-life.ts'
import type { RefundDeps } from './refund-order.ts'

/**
 * What the back office's order desks need beside the database: mail to the customer, the
 * payments service for refunds and tax standing, and storage and ffprobe for a custom
 * order's finished clip; the shop's address for staff invitations. Built once by plugins/services/back-office.ts as `app.backOffice`.
 */
export interface BackOfficeContext extends ShopDeps, RefundDeps {
  store: ObjectStore
  ffprobePath: string | undefined
  /** The shop's address, for the links a staff invitation mails. */
  publicUrl: string
}
