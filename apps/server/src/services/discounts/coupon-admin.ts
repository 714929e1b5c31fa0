import type { AdminCoupon, CouponInput } from '@marquee/core'
import { desc, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { discounts } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http-error.ts'
import type { AuditWriter } from '../catalog/audit-writer.ts'
import { isCheckViolation, isUniqueViolation } from '../catalog/db-errors.ts'

type DiscountRow = typeof discounts.$inferSelect

const couponView = (row: DiscountRow): AdminCoupon => ({
  id: row.id,
  name: row.name,
  code: row.code,
  percentage: row.percentage,
  active: row.status === 'active',
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  usesCount: row.usesCount,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

/** The columns the form's fields set; fields left out stay as they are. */
function couponColumns(input: Partial<Omit<CouponInput, 'code'>>): Partial<DiscountRow> {
  const columns: Partial<DiscountRow> = {
    name: input.name,
    percentage: input.percentage,
    status: input.active === undefined ? undefined : input.active ? 'active' : 'inactive',
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    expiresAt:
      input.expiresAt === undefined
        ? undefined
        : input.expiresAt === null
          ? null
          : new Date(input.expiresAt),
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}

/** Every coupon, newest first: the code book is the back office's to see. */
export async function listCoupons(db: Database): Promise<AdminCoupon[]> {
  const rows = await db.select().from(discounts).orderBy(desc(discounts.id))
  return rows.map(couponView)
}

async function couponById(tx: Transaction, id: number): Promise<AdminCoupon> {
  const [row] = await tx.select().from(discounts).where(eq(discounts.id, id))
  if (!row) throw notFound(`id: no coupon ${id}`)
  return couponView(row)
}

/** A new code; it applies in carts as soon as this returns (quotes read the table). */
export function createCoupon(db: Database, audit: AuditWriter, input: CouponInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(discounts)
      .values({
        ...couponColumns(input),
        name: input.name,
        percentage: input.percentage,
        code: input.code,
      })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new HttpError(409, 'code: another coupon already has it')
        throw error
      })
    if (!row) throw new Error('the coupon was not written')
    const after = couponView(row)
    await audit(tx, {
      action: 'create',
      entity: 'coupon',
      entityId: String(row.id),
      before: null,
      after,
    })
    return after
  })
}

/**
 * Changes a coupon. A usage limit below the uses already reserved or spent is refused: the
 * table's check would fail, and the admin should see why.
 */
export function updateCoupon(
  db: Database,
  audit: AuditWriter,
  id: number,
  input: Partial<Omit<CouponInput, 'code'>>,
) {
  return db.transaction(async (tx) => {
    const before = await couponById(tx, id)
    if (input.usageLimit != null && input.usageLimit < before.usesCount) {
      throw new HttpError(
        409,
        `usageLimit: ${before.usesCount} uses are already reserved or spent; the limit cannot be lower`,
      )
    }
    const columns = couponColumns(input)
    if (Object.keys(columns).length > 0) {
      // A checkout reserving a use at this moment can still cross the new limit: same answer.
      await tx
        .update(discounts)
        .set(columns)
        .where(eq(discounts.id, id))
        .catch((error: unknown) => {
          if (isCheckViolation(error))
            throw new HttpError(409, 'usageLimit: below the uses already taken')
          throw error
        })
    }
    const after = await couponById(tx, id)
    await audit(tx, { action: 'update', entity: 'coupon', entityId: String(id), before, after })
    return after
  })
}
