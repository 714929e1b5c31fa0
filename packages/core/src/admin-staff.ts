import { z } from 'zod'
import { registrationSchema } from './account.ts'
import { STAFF_ROLES } from './roles.ts'

const role = z.enum(STAFF_ROLES as ['staff', 'owner'], { error: 'role must be owner or staff' })

/** One account with a back-office role, as the owner's Staff page lists it. */
export const staffMemberSchema = z.object({
  email: z.string(),
  name: z.string(),
  role,
  /** When the role was last given (the audit log); null for accounts from before it. */
  since: z.string().nullable(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>

/** The owner gives someone a role: a new account gets a one-time link by email to set its password. */
export const staffInviteSchema = z.object({
  email: registrationSchema.shape.email,
  name: registrationSchema.shape.name.optional(),
  role,
})
export type StaffInvite = z.infer<typeof staffInviteSchema>

export const staffInviteResultSchema = z.object({
  outcome: z.enum(['created', 'promoted', 'role-changed', 'already-staff']),
  member: staffMemberSchema,
  /** A link to set the password was mailed (a new account, or one without a password). */
  linkMailed: z.boolean(),
})
export type StaffInviteResult = z.infer<typeof staffInviteResultSchema>

export const staffEmailParamsSchema = z.object({ email: registrationSchema.shape.email })
