import { signInputSchema } from '@marquee/core'
import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { appMeta, discounts, signs, subscriptions, users } from '../db/schema.ts'
import { hashPassword } from '../services/accounts/password-hash.ts'
import {
  type SeedAccount,
  seedAccounts,
  seedSigns,
  seedStaff,
  seedStaffMember,
} from './account-data.ts'
import { seedDiscounts } from './discount-data.ts'
import { insertCatalog, type SeedKind } from './insert-catalog.ts'
import { insertContentPages } from './insert-content-pages.ts'
import { insertTemplates } from './insert-templates.ts'

export type { SeedKind } from './insert-catalog.ts'

interface SeedStep {
  marker: string
  /** Fabricated for the demo (accounts with a published password, coupons): never in a shop. */
  demoOnly?: boolean
  run: (tx: Transaction, kind: SeedKind) => Promise<void>
}

/** Each seed step runs once per database, in the order given; a later release may add steps. */
const seedSteps: SeedStep[] = [
  { marker: 'catalog_seeded_at', run: insertCatalog },
  // Its own step so databases seeded before personalised clips existed get the demo's templates.
  { marker: 'templates_seeded_at', run: insertTemplates },
  // The shop's own about, FAQ and policy words: a real shop gets them too, to edit.
  { marker: 'content_pages_seeded_at', run: insertContentPages },
  { marker: 'discounts_seeded_at', demoOnly: true, run: insertDiscounts },
  { marker: 'accounts_seeded_at', demoOnly: true, run: (tx) => insertAccounts(tx, seedAccounts) },
  // A step of its own so databases seeded before the back office existed get it too.
  { marker: 'staff_seeded_at', demoOnly: true, run: (tx) => insertAccounts(tx, seedStaff) },
  // And before staff roles: the demo's staff member, who is not the owner.
  {
    marker: 'staff_member_seeded_at',
    demoOnly: true,
    run: (tx) => insertAccounts(tx, seedStaffMember),
  },
  // And before customers kept several signs: the demo Pro customer's two.
  { marker: 'signs_seeded_at', demoOnly: true, run: insertSigns },
]

/**
 * Seeds a database once: the whole demo, or a shop's catalogue alone. Each step's marker row
 * is claimed in the same transaction as its data, so two instances starting together cannot
 * both seed. A shop claims the demo's markers too, without their data: a later start of
 * the same database outside production (a script run without NODE_ENV) then finds them
 * taken and never adds the demo accounts or coupons to a real shop.
 */
export async function seedOnce(db: Database, kind: SeedKind): Promise<string[]> {
  const ran: string[] = []
  for (const step of seedSteps) {
    const skipped = kind === 'shop' && step.demoOnly === true
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(appMeta)
        .values({
          key: step.marker,
          value: skipped ? 'skipped: a shop seeds no demo data' : new Date().toISOString(),
        })
        .onConflictDoNothing()
        .returning({ key: appMeta.key })
      if (rows.length === 0) return false
      if (!skipped) await step.run(tx, kind)
      return !skipped
    })
    if (claimed) ran.push(step.marker)
  }
  return ran
}

async function insertAccounts(tx: Transaction, accounts: SeedAccount[]): Promise<void> {
  for (const account of accounts) {
    const [user] = await tx
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        signWidth: account.signWidth,
        signHeight: account.signHeight,
        role: account.role ?? 'customer',
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    // Someone registered the address first: leave their account as it is.
    if (!user) continue
    const plan = account.subscription
    if (plan) {
      await tx.insert(subscriptions).values({
        userId: user.id,
        plan: plan.plan,
        status: 'active',
        remainingTotalOrders: plan.remainingTotalOrders,
        remainingCustomizationOrders: plan.remainingCustomizationOrders,
        currentPeriodEnd: new Date(Date.now() + plan.periodDays * 24 * 60 * 60 * 1000),
      })
    }
  }
}

/** Each demo customer's signs, a second apart so their order is the one given. */
async function insertSigns(tx: Transaction): Promise<void> {
  for (const owner of seedSigns) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, owner.email))
    if (!user) continue
    const [kept] = await tx.select({ id: signs.id }).from(signs).where(eq(signs.userId, user.id))
    // The customer already keeps signs of their own: leave them as they are.
    if (kept) continue
    await tx.insert(signs).values(
      owner.signs.map((input, index) => {
        const sign = signInputSchema.parse(input)
        return {
          userId: user.id,
          ...sign,
          fps: sign.fps === 'source' ? null : sign.fps,
          createdAt: new Date(Date.now() - (owner.signs.length - index) * 1000),
        }
      }),
    )
  }
}

async function insertDiscounts(tx: Transaction): Promise<void> {
  await tx.insert(discounts).values(seedDiscounts)
}
