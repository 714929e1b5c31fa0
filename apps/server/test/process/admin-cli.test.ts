import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import { prepareDatabase } from '../../src/seed/prepare-database.ts'
import { printedLink, runAdminCommand } from '../helpers/admin-command.ts'
import { bearer, signIn } from '../helpers/oidc-flow.ts'
import { startServer } from '../helpers/server-process.ts'

const SHOP = 'https://shop.example.com'
const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-admin-cli-'))
const dataDir = path.join(scratch, 'data')
const env = { DATA_DIR: dataDir, PUBLIC_URL: SHOP }
const lines = (text: string) => text.trim().split('\n')

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe('npm run admin', () => {
  it('prints the usage, exit 2, without a command or with an unknown one; a bad email is one line', {
    timeout: 120_000,
  }, async () => {
    const [none, unknown, badEmail, help] = await Promise.all([
      runAdminCommand([], env),
      runAdminCommand(['promote', 'owner@example.com'], env),
      runAdminCommand(['create', 'owner-at-example.com'], env),
      runAdminCommand(['--help'], env),
    ])
    expect(none.code).toBe(2)
    expect(none.stderr).toContain('Usage: npm run admin -- <command>')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown command "promote": use create, list or revoke.')
    expect(unknown.stderr).toContain('revoke EMAIL')
    expect(badEmail.code).toBe(2)
    expect(lines(badEmail.stderr)).toEqual([
      '"owner-at-example.com" is not an email address (npm run admin -- --help shows the usage)',
    ])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: npm run admin -- <command>')
  })

  it('on the embedded database: works before the store starts, refuses in one sentence while it runs, and works again once it stops', {
    timeout: 240_000,
  }, async () => {
    const created = await runAdminCommand(['create', 'owner@example.com'], env)
    expect(created).toMatchObject({ code: 0, stderr: '' })
    expect(created.stdout).toContain('Created owner@example.com (Owner) with the owner role.')
    const member = await runAdminCommand(['create', 'desk@example.com', '--role', 'staff'], env)
    expect(member.stdout).toContain('Created desk@example.com (Desk) with the staff role.')
    const wrong = await runAdminCommand(['create', 'x@example.com', '--role', 'boss'], env)
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('--role must be owner or staff (got boss).')
    expect(created.stdout).toContain('It works once, for 60 minutes')
    const link = printedLink(created.stdout, SHOP)

    const store = await startServer({ DATA_DIR: dataDir })
    try {
      const refused = await runAdminCommand(['list'], env)
      expect(refused.code).toBe(1)
      expect(lines(refused.stderr)).toHaveLength(1)
      expect(refused.stderr).toContain(
        `stop the store first (Ctrl-C where it runs, or kill -TERM ${store.child.pid}), run this command, then start the store again; or run the store on PostgreSQL (DATABASE_URL)`,
      )
      const completed = await fetch(`${store.url}/api/password-reset/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link.token, password: 'owner-password-1' }),
      })
      expect(completed.status).toBe(200)
    } finally {
      await store.stop()
    }

    await expectBackOfficeOpens('owner@example.com', 'owner-password-1')

    const listed = await runAdminCommand(['list'], env)
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(
      /^owner@example\.com\tOwner\towner since \d{4}-\d\d-\d\d \d\d:\d\d UTC$/m,
    )
    expect(listed.stdout).toMatch(/^desk@example\.com\tDesk\tstaff since /m)
    const owners = lines(listed.stdout)
      .filter((line) => line.split('\t')[2]?.startsWith('owner'))
      .map((line) => line.split('\t')[0] ?? '')
    for (const [index, email] of owners.entries()) {
      const revoked = await runAdminCommand(['revoke', email], env)
      expect(revoked.code).toBe(0)
      expect(revoked.stdout).toContain(`${email} is no longer staff`)
      const last = index === owners.length - 1
      expect(revoked.stderr.includes('the shop has no owner now')).toBe(last)
    }
    const desk = await runAdminCommand(['revoke', 'desk@example.com'], env)
    expect(desk.stderr).toBe('')
    const unknown = await runAdminCommand(['revoke', 'nobody@example.com'], env)
    expect(unknown.code).toBe(1)
    expect(lines(unknown.stderr)).toEqual([
      'No account has the email nobody@example.com: nothing changed.',
    ])
  })
})

/** Opens the store on the same directory in-process, signs in and calls the back office. */
async function expectBackOfficeOpens(email: string, password: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(scratch, 'no-web-build'),
  })
  const database = await prepareDatabase(config)
  const app = await buildApp({ config, database })
  try {
    await app.ready()
    const headers = bearer(await signIn(app, email, password))
    const audit = await app.inject({ url: '/api/admin/audit?entity=customer', headers })
    expect(audit.statusCode).toBe(200)
    expect(audit.json().items).toContainEqual(
      expect.objectContaining({
        action: 'staff.grant',
        after: expect.objectContaining({
          by: expect.objectContaining({ osUser: userInfo().username }),
        }),
      }),
    )
  } finally {
    await app.close()
    await database.close()
  }
}
