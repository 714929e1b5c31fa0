import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema.ts'

/**
 * Read from the database on every admin request rather than from a token claim, so an
 * admin whose role is taken away loses the back office with their very next request.
 */
export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
  return row?.role === 'admin'
}
