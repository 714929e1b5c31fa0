import type { StaffInvite, StaffInviteResult, StaffMember } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema.ts'
import { HttpError } from '../../http-error.ts'
import type { Mailer } from '../mail/mailer.ts'
import {
  createOrPromoteStaff,
  listStaff,
  revokeStaff,
  STAFF_LINK_MINUTES,
} from './staff-accounts.ts'

/** What the owner's Staff page needs: the database, the outbox and the shop's address. */
export interface StaffDesk {
  db: Database
  mailer: Pick<Mailer, 'send'>
  publicUrl: string
}

const member = (row: Awaited<ReturnType<typeof listStaff>>[number]): StaffMember => ({
  ...row,
  since: row.since ? new Date(row.since).toISOString() : null,
})

export async function staffMembers(db: Database): Promise<StaffMember[]> {
  return (await listStaff(db)).map(member)
}

async function emailOf(db: Database, id: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id))
  return row?.email
}

/**
 * The owner gives `invite.email` a role from the back office: the account is made if there is
 * none, and a mail in the same transaction tells them, with a one-time link to set a password
 * when the account has none. The owner cannot lower their own role (another owner can).
 */
export async function inviteStaff(
  desk: StaffDesk,
  ownerId: string,
  invite: StaffInvite,
): Promise<StaffInviteResult> {
  if (invite.role !== 'owner' && invite.email === (await emailOf(desk.db, ownerId))) {
    throw new HttpError(409, 'You cannot lower your own role: another owner can')
  }
  const result = await createOrPromoteStaff(desk.db, {
    email: invite.email,
    ...(invite.name ? { name: invite.name } : {}),
    role: invite.role,
    link: 'if-no-password',
    publicUrl: desk.publicUrl,
    actor: { id: ownerId, origin: 'back office' },
    alsoInTransaction: async (tx, granted) => {
      if (granted.outcome === 'already-staff' && !granted.link) return
      await desk.mailer.send(
        [
          {
            to: granted.email,
            subject: `You have the ${granted.role} role in Marquee's back office`,
            template: 'staff-invite',
            name: granted.name,
            role: granted.role,
            link: granted.link?.url ?? null,
            minutes: STAFF_LINK_MINUTES,
          },
        ],
        tx,
      )
    },
  })
  const listed = (await staffMembers(desk.db)).find((one) => one.email === result.email)
  if (!listed) throw new Error(`${result.email} has no back-office role after the grant`)
  return { outcome: result.outcome, member: listed, linkMailed: result.link !== undefined }
}

/**
 * The owner takes someone's role away (their sessions end at once); 404 for no such account,
 * 409 for their own (another owner may: so the shop always keeps an owner).
 */
export async function revokeStaffMember(desk: StaffDesk, ownerId: string, email: string) {
  if (email === (await emailOf(desk.db, ownerId))) {
    throw new HttpError(409, 'You cannot take your own role away: another owner can')
  }
  const revoked = await revokeStaff(desk.db, email, { id: ownerId, origin: 'back office' })
  if (!revoked) throw new HttpError(404, `No account has the email ${email}`)
  return { outcome: revoked.outcome, staff: await staffMembers(desk.db) }
}
