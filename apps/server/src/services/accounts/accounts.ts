import {
  EMAIL_TAKEN_MESSAGE,
  type Me,
  type PackCredits,
  type PlanType,
  type UpdateMe,
} from '@marquee/core'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { signInLockouts, subscriptions, users } from '../../db/schema.ts'
import { HttpError, unauthorized } from '../../http-error.ts'
import { packsWithCredits } from './pack-credits-view.ts'
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password-hash.ts'
import { resizeFirstSign, signsOf } from './signs.ts'

export interface Account {
  id: string
  email: string
  name: string
}

export interface NewAccount {
  name: string
  email: string
  password: string
}

const account = { id: users.id, email: users.email, name: users.name }

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505'

/* Customers and their credentials; emails are stored lowercased. */

/** Creates an account; 409 when the email is taken. */
export async function registerAccount(
  db: Database,
  { name, email, password }: NewAccount,
): Promise<Account> {
  const passwordHash = await hashPassword(password)
  const [row] = await db
    .insert(users)
    .values({ name, email: email.toLowerCase(), passwordHash })
    .returning(account)
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN_MESSAGE)
      throw error
    })
  if (!row) throw new Error('the account was not stored')
  return row
}

/** The account for these credentials; unknown emails cost the same time as wrong passwords. */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<Account | undefined> {
  const [row] = await db
    .select({ ...account, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
  const matches = await verifyPassword(password, row?.passwordHash ?? UNKNOWN_USER_HASH)
  if (!row?.passwordHash || !matches) return undefined
  return { id: row.id, email: row.email, name: row.name }
}

export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  const [row] = await db.select(account).from(users).where(eq(users.id, id))
  return row
}

export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<Account | undefined> {
  const [row] = await db.select(account).from(users).where(eq(users.email, email.toLowerCase()))
  return row
}

export async function findAccountByExternalSubject(
  db: Database,
  subject: string,
): Promise<Account | undefined> {
  const [row] = await db.select(account).from(users).where(eq(users.externalSubject, subject))
  return row
}

/**
 * The local account of an external issuer's subject, made on first sight. An existing
 * account with the same email is linked only when the issuer says it verified the email.
 */
export async function upsertExternalAccount(
  db: Database,
  subject: string,
  profile: ExternalProfile,
): Promise<Account | undefined> {
  const known = await findAccountByExternalSubject(db, subject)
  if (known) return known
  const email = profile.email.toLowerCase()
  const [created] = await db
    .insert(users)
    .values({ externalSubject: subject, email, name: profile.name })
    .onConflictDoNothing({ target: users.email })
    .returning(account)
  if (created) return created
  if (!profile.emailVerified) return undefined
  const [linked] = await db
    .update(users)
    .set({ externalSubject: subject, updatedAt: sql`now()` })
    .where(sql`${users.email} = ${email} and ${users.externalSubject} is null`)
    .returning(account)
  return linked
}

/** A new password also ends any sign-in lockout: the owner proved who they are. */
export async function setPassword(db: Database, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password)
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ email: users.email })
  if (row) await db.delete(signInLockouts).where(eq(signInLockouts.email, row.email))
}

/**
 * GET /api/me: the SPEC's user and subscription info; no subscription row means Free. 401
 * when the account is gone: its token no longer signs anyone in.
 */
export async function profile(db: Database, userId: string): Promise<Me> {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      signWidth: users.signWidth,
      signHeight: users.signHeight,
      role: users.role,
      plan: subscriptions.plan,
      status: subscriptions.status,
      remainingTotal: subscriptions.remainingTotalOrders,
      remainingCustomization: subscriptions.remainingCustomizationOrders,
      periodEnd: subscriptions.currentPeriodEnd,
      cancelAt: subscriptions.cancelAt,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) throw unauthorized()
  const plan: PlanType = row.plan ?? 'Free'
  const paid = plan !== 'Free' && row.status !== null
  const ending = paid && row.status !== 'canceled' ? row.cancelAt : null
  const packs = paid ? await packsWithCredits(db, userId) : []
  const period = {
    downloads: paid ? (row.remainingTotal ?? 0) : 0,
    customizations: paid ? (row.remainingCustomization ?? 0) : 0,
  }
  const inPacks = (count: (pack: PackCredits) => number) =>
    packs.reduce((sum, pack) => sum + count(pack), 0)
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    metadata: {
      subscription_type: plan,
      subscription_status: row.status ?? 'inactive',
      sign_width: row.signWidth,
      sign_height: row.signHeight,
    },
    subscription: {
      remaining_total_orders: period.downloads + inPacks((pack) => pack.downloads_left),
      remaining_customization_orders:
        period.customizations + inPacks((pack) => pack.customizations_left),
      subscription_end_date: paid ? (row.periodEnd?.toISOString() ?? null) : null,
      cancel_at: ending?.toISOString() ?? null,
      period_downloads_left: period.downloads,
      period_customizations_left: period.customizations,
      credit_packs: packs,
      billed: paid && row.providerSubscriptionId !== null,
    },
    signs: await signsOf(db, userId),
  }
}

/** A new sign size is also the first sign's, when the customer keeps signs (issue 27). */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: UpdateMe,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.sign_width !== undefined ? { signWidth: changes.sign_width } : {}),
        ...(changes.sign_height !== undefined ? { signHeight: changes.sign_height } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
    if (changes.sign_width && changes.sign_height) {
      await resizeFirstSign(tx, userId, changes.sign_width, changes.sign_height)
    }
  })
}

export interface ExternalProfile {
  email: string
  name: string
  emailVerified: boolean
}
