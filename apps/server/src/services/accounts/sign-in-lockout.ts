import { eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { signInLockouts } from '../../db/schema.ts'

/** The first lockout's length; each further failure doubles it, up to the configured cap. */
const FIRST_LOCKOUT_SECONDS = 30
/** A failure this old no longer counts: the count starts over. */
const FORGET_AFTER = sql`interval '1 day'`

export interface LockoutPolicy {
  /** Failed passwords in a row before the email's sign-in is refused for a while. */
  threshold: number
  /** The longest a lockout lasts, however many failures came before. */
  maxSeconds: number
}

/**
 * Per-account backoff against password guessing from many addresses. It only ever delays:
 * a lockout ends by itself within `maxSeconds`, a correct password after it ends the count
 * (clearSignInLockout), and a password reset clears it (user-repository.ts's setPassword).
 *
 * Lets one attempt for this email through, or says how many seconds are left of its
 * lockout. An admitted attempt is counted as a failure in advance, in the same statement
 * that checks the lockout, so concurrent guesses cannot all slip past the threshold; a
 * correct password then clears the count.
 */
export async function admitSignIn(
  { db, lockout }: { db: Database; lockout: LockoutPolicy },
  email: string,
): Promise<number> {
  const key = email.toLowerCase()
  const { threshold, maxSeconds } = lockout
  const failures = sql`case when ${signInLockouts.lastFailureAt} < now() - ${FORGET_AFTER} then 1 else ${signInLockouts.failures} + 1 end`
  const lockUntil = (count: SQL) =>
    sql`case when ${count} >= ${threshold} then now() + least(${maxSeconds}, ${FIRST_LOCKOUT_SECONDS} * power(2, least(${count} - ${threshold}, 20))) * interval '1 second' end`
  const admitted = await db
    .insert(signInLockouts)
    .values({
      email: key,
      failures: 1,
      lastFailureAt: sql`now()`,
      lockedUntil: lockUntil(sql`1`),
    })
    .onConflictDoUpdate({
      target: signInLockouts.email,
      set: { failures, lastFailureAt: sql`now()`, lockedUntil: lockUntil(failures) },
      setWhere: sql`${signInLockouts.lockedUntil} is null or ${signInLockouts.lockedUntil} <= now()`,
    })
    .returning({ email: signInLockouts.email })
  if (admitted.length > 0) return 0
  const [row] = await db
    .select({
      left: sql<number>`ceil(extract(epoch from ${signInLockouts.lockedUntil} - now()))::int`,
    })
    .from(signInLockouts)
    .where(eq(signInLockouts.email, key))
  return Math.max(1, row?.left ?? 1)
}

export async function clearSignInLockout(db: Database, email: string): Promise<void> {
  await db.delete(signInLockouts).where(eq(signInLockouts.email, email.toLowerCase()))
}

/** Drops counts nobody has added to for a day and that lock nothing. */
export async function deleteStaleLockouts(db: Database): Promise<void> {
  await db
    .delete(signInLockouts)
    .where(
      sql`${signInLockouts.lastFailureAt} < now() - ${FORGET_AFTER} and (${signInLockouts.lockedUntil} is null or ${signInLockouts.lockedUntil} < now())`,
    )
}
