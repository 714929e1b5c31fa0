import { COMMAND_LINE_ACTOR_ID } from '@marquee/core'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, passwordResets, users } from '../../src/db/schema.ts'
import type { HttpError } from '../../src/http-error.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import {
  createOrPromoteStaff,
  listStaff,
  revokeStaff,
  type StaffRequest,
} from '../../src/services/admin/staff-accounts.ts'
import { completePasswordReset } from '../../src/services/identity/password-reset.ts'
import { hashResetToken } from '../../src/services/identity/reset-links.ts'
import { bearer, signIn } from '../helpers/oidc-flow.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const SHOP = 'https://shop.example.com'
const origin = { command: 'npm run admin -- test', osUser: 'operator', host: 'shop-host' }
const actor = { id: COMMAND_LINE_ACTOR_ID, origin }

let store: TestApp

beforeAll(async () => {
  store = await createTestApp({ SIGN_IN_RATE_LIMIT: '1000' })
})
afterAll(async () => store?.close())

const db = () => store.database.db
const staff = (email: string, more: Partial<StaffRequest> = {}) =>
  createOrPromoteStaff(db(), {
    email,
    role: 'owner',
    link: 'if-no-password',
    publicUrl: SHOP,
    actor,
    ...more,
  })
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''
const complete = (token: string, password: string) =>
  store.app.inject({
    method: 'POST',
    url: '/api/password-reset/complete',
    payload: { token, password },
  })
const backOffice = (headers: Record<string, string>) =>
  store.app.inject({ method: 'GET', url: '/api/admin/audit?entity=customer', headers })
const auditOf = (email: string) =>
  db()
    .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
    .from(auditLog)
    .innerJoin(users, sql`${users.id}::text = ${auditLog.entityId}`)
    .where(and(eq(users.email, email), eq(auditLog.entity, 'customer')))
    .orderBy(auditLog.id)

describe('the staff command on the store’s database', () => {
  it('creates a staff account whose one-time link, under PUBLIC_URL, sets the password that opens the back office', async () => {
    const created = await staff('owner.one@example.com')
    expect(created).toMatchObject({ outcome: 'created', name: 'Owner One', hasPassword: false })
    const url = created.link?.url ?? ''
    expect(url.startsWith(`${SHOP}/pages/reset-password?token=`)).toBe(true)
    await expect(signIn(store.app, 'owner.one@example.com', 'anything-1')).rejects.toThrow(
      /sign-in answered 4/,
    )

    expect((await complete(tokenOf(url), 'owner-password-1')).statusCode).toBe(200)
    expect((await complete(tokenOf(url), 'owner-password-2')).statusCode).toBe(400)
    const owner = bearer(await signIn(store.app, 'owner.one@example.com', 'owner-password-1'))
    const audit = await backOffice(owner)
    expect(audit.statusCode).toBe(200)
    expect(audit.json().items).toContainEqual(
      expect.objectContaining({
        action: 'staff.grant',
        actorId: COMMAND_LINE_ACTOR_ID,
        after: { role: 'owner', email: 'owner.one@example.com', by: origin },
      }),
    )
  })

  it('makes links that last 60 minutes, not the 30 of a reset by email', async () => {
    const created = await staff('owner.two@example.com', { name: 'Two Owner' })
    expect(created.name).toBe('Two Owner')
    const [link] = await db()
      .select({
        lasts: sql<string>`(${passwordResets.expiresAt} - ${passwordResets.createdAt})::text`,
      })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(users.email, 'owner.two@example.com'))
    expect(link?.lasts).toBe('01:00:00')
    // 45 minutes on, a 30-minute link is dead; this one still sets the password.
    await db()
      .update(passwordResets)
      .set({ expiresAt: sql`${passwordResets.expiresAt} - interval '45 minutes'` })
      .where(eq(passwordResets.tokenHash, hashResetToken(tokenOf(created.link?.url ?? ''))))
    expect((await complete(tokenOf(created.link?.url ?? ''), 'owner-password-2')).statusCode).toBe(
      200,
    )
  })

  it('promotes a customer, keeping their password, and their open session reaches the back office at its next request', async () => {
    const pro = bearer(await signIn(store.app, 'pro@marquee.local', DEMO_PASSWORD))
    expect((await backOffice(pro)).statusCode).toBe(403)
    const promoted = await staff('pro@marquee.local')
    expect(promoted).toMatchObject({ outcome: 'promoted', hasPassword: true })
    expect(promoted.link).toBeUndefined()
    expect((await backOffice(pro)).statusCode).toBe(200)
    await signIn(store.app, 'pro@marquee.local', DEMO_PASSWORD)

    const again = await staff('pro@marquee.local', { link: 'always' })
    expect(again.outcome).toBe('already-staff')
    expect(again.link?.url.startsWith(SHOP)).toBe(true)
    expect((await auditOf('pro@marquee.local')).map((entry) => entry.action)).toEqual([
      'staff.grant',
    ])
  })

  it('gives a staff account that never set its password a fresh link when run again', async () => {
    const first = await staff('late.owner@example.com')
    const second = await staff('late.owner@example.com')
    expect(second.outcome).toBe('already-staff')
    expect(second.link?.url).not.toBe(first.link?.url)
    expect((await complete(tokenOf(second.link?.url ?? ''), 'late-owner-pass-1')).statusCode).toBe(
      200,
    )
  })

  it('lists the staff with the time the command made them staff', async () => {
    const listed = await listStaff(db())
    const emails = listed.map((member) => member.email)
    expect(emails).toEqual([...emails].sort())
    expect(listed).toContainEqual({
      email: 'admin@marquee.local',
      name: 'Ada Admin',
      role: 'owner',
      since: null,
    })
    expect(listed).toContainEqual({
      email: 'staff@marquee.local',
      name: 'Sam Staff',
      role: 'staff',
      since: null,
    })
    const owner = listed.find((member) => member.email === 'owner.one@example.com')
    expect(owner?.since).toBeInstanceOf(Date)
    expect(emails).not.toContain('free@marquee.local')
  })

  it('revokes: the back office refuses at once, every session ends, unused links die, and the audit log says who', async () => {
    const unused = await staff('pro@marquee.local', { link: 'always' })
    const pro = bearer(await signIn(store.app, 'pro@marquee.local', DEMO_PASSWORD))
    expect((await backOffice(pro)).statusCode).toBe(200)

    expect(await revokeStaff(db(), 'pro@marquee.local', actor)).toMatchObject({
      outcome: 'revoked',
    })
    expect([401, 403]).toContain((await backOffice(pro)).statusCode)
    await expect
      .poll(async () => (await store.app.inject({ url: '/api/me', headers: pro })).statusCode)
      .toBe(401)
    expect((await complete(tokenOf(unused.link?.url ?? ''), 'pro-new-password-1')).statusCode).toBe(
      400,
    )
    const [row] = await db()
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, 'pro@marquee.local'))
    expect(row?.role).toBe('customer')
    expect((await auditOf('pro@marquee.local')).at(-1)).toEqual({
      action: 'staff.revoke',
      actorId: COMMAND_LINE_ACTOR_ID,
      after: { role: 'customer', email: 'pro@marquee.local', by: origin },
    })
  })

  it('answers undefined for an unknown email and changes nothing for a customer', async () => {
    expect(await revokeStaff(db(), 'nobody@example.com', actor)).toBeUndefined()
    const before = await auditOf('free@marquee.local')
    expect(await revokeStaff(db(), 'free@marquee.local', actor)).toMatchObject({
      outcome: 'not-staff',
    })
    expect(await auditOf('free@marquee.local')).toEqual(before)
  })

  it('gives staff the owner role and back, audited, and counts the owners left, down to none', async () => {
    const lowered = await staff('owner.two@example.com', { role: 'staff' })
    expect(lowered).toMatchObject({ outcome: 'role-changed', role: 'staff' })
    expect((await auditOf('owner.two@example.com')).at(-1)?.after).toMatchObject({ role: 'staff' })
    const owners = (await listStaff(db())).filter((member) => member.role === 'owner')
    const results = []
    for (const { email } of owners) results.push(await revokeStaff(db(), email, actor))
    expect(results.map((result) => result?.ownersLeft)).toEqual(
      owners.map((_, index) => owners.length - index - 1),
    )
    expect((await listStaff(db())).map((member) => member.role)).not.toContain('owner')
  })

  it('lets exactly one of 20 simultaneous uses of one link set the password', async () => {
    const created = await staff('race.owner@example.com')
    const token = tokenOf(created.link?.url ?? '')
    const passwords = Array.from({ length: 20 }, (_, index) => `race-password-${index}`)
    // The store's own completion, straight: its route allows 5 tries a minute per address.
    const outcomes = await Promise.allSettled(
      passwords.map((password) => completePasswordReset(store.app.passwordResets, token, password)),
    )
    const won = outcomes.map((outcome) => outcome.status === 'fulfilled')
    expect(won.filter(Boolean)).toHaveLength(1)
    // The others are told the link is spent, nothing worse.
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as HttpError).statusCode] : [],
    )
    expect(refused).toEqual(Array(19).fill(400))
    const winner = passwords[won.indexOf(true)] ?? ''
    await signIn(store.app, 'race.owner@example.com', winner)
    const loser = passwords.find((password) => password !== winner) ?? ''
    await expect(signIn(store.app, 'race.owner@example.com', loser)).rejects.toThrow(
      /sign-in answered 4/,
    )
  })
})
