import { isStaffRole, type StaffRole } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema.ts'

/**
 * The account's back-office role, or null for a customer. Read from the database on every
 * admin request rather than from a token claim, so a role taken away or lowered takes effect
 * with the very next request.
 */
export async function staffRoleOf(db: Database, userId: string): Promise<StaffRole | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
  return isStaffRole(row?.role) ? row.role : null
}

/** True for staff and the owner. */
export const isStaff = async (db: Database, userId: string) =>
  (await staffRoleOf(db, userId)) !== null
