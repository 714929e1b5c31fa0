import { parseArgs } from 'node:util'
import { registrationSchema, STAFF_ROLES, type StaffRole } from '@marquee/core'

export const USAGE = `Usage: npm run admin -- <command>

  create EMAIL [--role owner|staff] [--name NAME] [--link]
      Gives EMAIL the back-office role (default owner: refunds, prices, coupons, plans,
      the catalogue and staff besides the day's work; staff: orders, custom orders,
      reviews and customers), creating the account if there is none, and prints a
      one-time link (valid 60 minutes) to set its password. An existing account keeps
      its password and gets a link only with --link.
  list
      Lists the staff accounts: email, name, role, since when.
  revoke EMAIL
      Takes the back-office role away and signs the account out everywhere at once.

Works on DATABASE_URL while the store runs; on the embedded database (DATA_DIR) only
while the store is stopped.`

export type StaffCommand =
  | { kind: 'create'; email: string; role: StaffRole; name?: string; link: boolean }
  | { kind: 'list' }
  | { kind: 'revoke'; email: string }
  | { kind: 'help' }

/** What went wrong with the arguments, in one line; the command exits 2 with it. */
export class UsageError extends Error {
  override name = 'UsageError'

  /** Without a known command the whole usage follows the line. */
  constructor(
    message: string,
    readonly showUsage = false,
  ) {
    super(message)
  }
}

/** Reads `npm run admin -- ...`'s arguments, checking the email and name as sign-up does. */
export function parseStaffArgs(args: string[]): StaffCommand {
  const { values, positionals } = readArgs(args)
  const [command, ...operands] = positionals
  if (values.help || command === 'help') return { kind: 'help' }
  if (command === undefined) throw new UsageError('Say what to do: create, list or revoke.', true)
  if (command === 'list') {
    expectOperands(command, operands, 0)
    return { kind: 'list' }
  }
  if (command !== 'create' && command !== 'revoke') {
    throw new UsageError(`Unknown command "${command}": use create, list or revoke.`, true)
  }
  expectOperands(command, operands, 1)
  const email = parseField('email', operands[0], `"${operands[0]}" is not an email address`)
  if (command === 'revoke') return { kind: 'revoke', email }
  const name =
    values.name === undefined
      ? undefined
      : parseField('name', values.name, '--name must be 1 to 100 characters on one line')
  const role = values.role ?? 'owner'
  if (!STAFF_ROLES.includes(role as StaffRole)) {
    throw new UsageError(`--role must be owner or staff (got ${role}).`)
  }
  return {
    kind: 'create',
    email,
    role: role as StaffRole,
    link: values.link ?? false,
    ...(name ? { name } : {}),
  }
}

function readArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        role: { type: 'string' },
        link: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

function expectOperands(command: string, operands: string[], count: number): void {
  if (operands.length === count) return
  throw new UsageError(
    count === 0
      ? `${command} takes no arguments (got ${operands.join(' ')}).`
      : `${command} takes one EMAIL (got ${operands.length}).`,
  )
}

function parseField(field: 'email' | 'name', value: unknown, message: string): string {
  const parsed = registrationSchema.shape[field].safeParse(value)
  if (!parsed.success) throw new UsageError(message)
  return parsed.data
}
