import { COMMAND_LINE_ACTOR_ID } from '@marquee/core'
import type { Database } from '../db/client.ts'
import type { DataDirInUseError } from '../db/data-dir-lock.ts'
import {
  type CommandOrigin,
  createOrPromoteStaff,
  listStaff,
  revokeStaff,
  STAFF_LINK_MINUTES,
  type StaffResult,
} from '../services/admin/staff-accounts.ts'
import { type StaffCommand, USAGE } from './staff-args.ts'

export interface CommandContext {
  db: Database
  publicUrl: string
  /** False with an external OIDC_ISSUER: staff sign in there, so no password link is made. */
  passwords: boolean
  origin: CommandOrigin
  out: (line: string) => void
  err: (line: string) => void
}

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** Runs one parsed command and answers its exit code: 0 done, 1 refused. */
export async function runStaffCommand(command: StaffCommand, context: CommandContext) {
  switch (command.kind) {
    case 'help':
      context.out(USAGE)
      return 0
    case 'list':
      return list(context)
    case 'revoke':
      return revoke(command.email, context)
    case 'create':
      return create(command, context)
  }
}

async function list({ db, out }: CommandContext) {
  const staff = await listStaff(db)
  if (staff.length === 0) out('No staff accounts. Make one with: npm run admin -- create EMAIL')
  for (const member of staff) {
    const since = member.since ? when(member.since) : 'before the audit log'
    out(`${member.email}\t${member.name}\t${member.role} since ${since}`)
  }
  return 0
}

/** The audit log's actor for the command: no account, the operator's OS user and host. */
const commandActor = (origin: CommandOrigin) => ({ id: COMMAND_LINE_ACTOR_ID, origin })

async function revoke(email: string, { db, origin, out, err }: CommandContext) {
  const revoked = await revokeStaff(db, email, commandActor(origin))
  if (!revoked) {
    err(`No account has the email ${email}: nothing changed.`)
    return 1
  }
  if (revoked.outcome === 'not-staff') {
    out(`${email} is not staff: nothing changed.`)
    return 0
  }
  out(
    `${email} is no longer staff: the back office refuses them from now on and every session they had has ended. The account stays, as a customer account.`,
  )
  if (revoked.wasOwner && revoked.ownersLeft === 0) {
    err(
      'Warning: the shop has no owner now. Nobody can refund, change prices or manage staff until you run: npm run admin -- create EMAIL --role owner',
    )
  }
  return 0
}

async function create(command: Extract<StaffCommand, { kind: 'create' }>, context: CommandContext) {
  const result = await createOrPromoteStaff(context.db, {
    email: command.email,
    role: command.role,
    ...(command.name ? { name: command.name } : {}),
    link: !context.passwords ? 'never' : command.link ? 'always' : 'if-no-password',
    publicUrl: context.publicUrl,
    actor: commandActor(context.origin),
  })
  for (const line of describe(result, context.passwords)) context.out(line)
  return 0
}

function describe(result: StaffResult, passwords: boolean): string[] {
  const who = `${result.email} (${result.name})`
  const role = result.role === 'owner' ? 'the owner role' : 'the staff role'
  const what = {
    created: `Created ${who} with ${role}.`,
    promoted: `${who} now has ${role}.`,
    'role-changed': `${who} now has ${role}.`,
    'already-staff': `${who} already has ${role}.`,
  }[result.outcome]
  if (!passwords) return [what, 'They sign in through the store’s identity provider (OIDC_ISSUER).']
  if (!result.link) {
    return [
      what,
      `They sign in with their current password. For a link to choose a new one: npm run admin -- create ${result.email} --link`,
    ]
  }
  return [
    what,
    `Give them this link to set the password. It works once, for ${STAFF_LINK_MINUTES} minutes (until ${when(result.link.expiresAt)}):`,
    result.link.url,
  ]
}

/** The embedded database allows one process, and the running store is that process. */
export function storeRunningMessage(error: DataDirInUseError): string {
  const holder =
    error.pid === undefined ? 'another Marquee process' : `Marquee process ${error.pid}`
  const signal = error.pid === undefined ? 'SIGTERM' : `kill -TERM ${error.pid}`
  return `The embedded database in ${error.dataDir} is open in ${holder} (the running store), and only one process may open it: stop the store first (Ctrl-C where it runs, or ${signal}), run this command, then start the store again; or run the store on PostgreSQL (DATABASE_URL), where this command works while it runs.`
}
