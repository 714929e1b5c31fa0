import { isStaffRole, STAFF_ROLES, type StaffRole } from '@marquee/core'
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { auditLog, passwordResets, users } from '../../db/schema.ts'
import { endAccountSignIns } from '../identity/end-grants.ts'
import { issueResetLink, type ResetLink } from '../identity/reset-links.ts'
import { RevokedGrants } from '../identity/revoked-grants.ts'
import { recordAudit } from './audit-log.ts'

export const STAFF_LINK_MINUTES = 60

/** Who ran the command, written into the audit entry in place of an account. */
export interface CommandOrigin {
  command: string
  osUser: string
  host: string
}

/** When to print a set-password link: a new account has no password until its link is used. */
export type LinkPolicy = 'if-no-password' | 'always' | 'never'

/** Who grants or revokes: the owner in the back office, or the admin command (no account). */
export interface StaffActor {
  id: string
  origin: CommandOrigin | 'back office'
}

export interface StaffRequest {
  email: string
  /** For a new account; an existing account keeps its name. */
  name?: string
  role: StaffRole
  link: LinkPolicy
  publicUrl: string
  actor: StaffActor
  /** Runs in the grant's transaction with its result (the back office mails the link here). */
  alsoInTransaction?: (tx: Transaction, result: StaffResult) => Promise<void>
}

export interface StaffResult {
  /** promoted: was a customer; role-changed: staff made owner or the other way. */
  outcome: 'created' | 'promoted' | 'role-changed' | 'already-staff'
  role: StaffRole
  email: string
  name: string
  hasPassword: boolean
  link?: ResetLink
}

export interface StaffMember {
  email: string
  role: StaffRole
  name: string
  /** The latest grant in the audit log; null for staff made before it (the demo's seed). */
  since: Date | null
}

const fields = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
}

/**
 * Gives the email's account a back-office role, creating it without a password if there is
 * none, in one transaction with its audit entry and (per `link`) a one-time set-password link.
 */
export async function createOrPromoteStaff(db: Database, request: StaffRequest) {
  return db.transaction(async (tx): Promise<StaffResult> => {
    const [created] = await tx
      .insert(users)
      .values({
        email: request.email,
        name: request.name ?? nameFromEmail(request.email),
        role: request.role,
      })
      .onConflictDoNothing({ target: users.email })
      .returning(fields)
    const account = created ?? (await promote(tx, request))
    const outcome = created
      ? 'created'
      : account.role === request.role
        ? 'already-staff'
        : isStaffRole(account.role)
          ? 'role-changed'
          : 'promoted'
    if (outcome !== 'already-staff') {
      await recordAudit(tx, {
        actorId: request.actor.id,
        action: 'staff.grant',
        entity: 'customer',
        entityId: account.id,
        before: created ? null : { role: account.role },
        after: { role: request.role, email: account.email, by: request.actor.origin },
      })
    }
    const wantsLink =
      request.link === 'always' || (request.link === 'if-no-password' && !account.hasPassword)
    const result: StaffResult = {
      outcome,
      role: request.role,
      email: account.email,
      name: account.name,
      hasPassword: account.hasPassword,
      ...(wantsLink
        ? { link: await issueResetLink(tx, account.id, request.publicUrl, STAFF_LINK_MINUTES) }
        : {}),
    }
    await request.alsoInTransaction?.(tx, result)
    return result
  })
}

/** The existing account, locked and given the role; `role` is what it was before. */
async function promote(tx: Transaction, request: StaffRequest) {
  const [existing] = await tx
    .select(fields)
    .from(users)
    .where(eq(users.email, request.email))
    .for('update')
  if (!existing) throw new Error(`the account ${request.email} vanished while being promoted`)
  if (existing.role !== request.role) {
    await tx
      .update(users)
      .set({ role: request.role, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id))
  }
  return existing
}

/** "jane.doe+shop@example.com" -> "Jane Doe": a name until the person changes it. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email
  const words = (local.split('+')[0] ?? local).split(/[._-]+/).filter(Boolean)
  if (words.length === 0) return local
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const grants = db
    .select({ userId: auditLog.entityId, since: max(auditLog.at).as('since') })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.action, 'staff.grant')))
    .groupBy(auditLog.entityId)
    .as('grants')
  return db
    .select({
      email: users.email,
      name: users.name,
      role: sql<StaffRole>`${users.role}`,
      since: grants.since,
    })
    .from(users)
    .leftJoin(grants, eq(grants.userId, sql`${users.id}::text`))
    .where(inArray(users.role, STAFF_ROLES))
    .orderBy(asc(users.email))
}

export interface RevokeResult {
  outcome: 'revoked' | 'not-staff'
  /** The account was an owner. */
  wasOwner: boolean
  /** Owners left after this one: none, and nobody can manage the shop's staff or money. */
  ownersLeft: number
}

/**
 * Takes the back-office role away and shuts the door at once: every session and token of the
 * account ends and its unused set-password links are voided, with the audit entry, in one
 * transaction. Undefined when no account has the email.
 */
export async function revokeStaff(
  db: Database,
  email: string,
  actor: StaffActor,
): Promise<RevokeResult | undefined> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .for('update')
    if (!account) return undefined
    if (isStaffRole(account.role)) {
      await tx
        .update(users)
        .set({ role: 'customer', updatedAt: sql`now()` })
        .where(eq(users.id, account.id))
      await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, account.id), isNull(passwordResets.usedAt)))
      await endAccountSignIns(tx, new RevokedGrants(tx), account.id)
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'staff.revoke',
        entity: 'customer',
        entityId: account.id,
        before: { role: account.role },
        after: { role: 'customer', email, by: actor.origin },
      })
    }
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'owner'))
    return {
      outcome: isStaffRole(account.role) ? 'revoked' : 'not-staff',
      wasOwner: account.role === 'owner',
      ownersLeft: left?.n ?? 0,
    }
  })
}
