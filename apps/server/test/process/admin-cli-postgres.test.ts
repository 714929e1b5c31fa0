import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import { openDatabase } from '../../src/db/client.ts'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { printedLink, runAdminCommand } from '../helpers/admin-command.ts'
import { bearer, signIn } from '../helpers/oidc-flow.ts'
import { createPostgresDatabase } from '../helpers/test-database.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const SHOP = 'https://shop.example.com'
const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-admin-pg-'))

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

describe.runIf(adminUrl)('npm run admin on PostgreSQL', { timeout: 120_000 }, () => {
  it('changes staff while the store runs on the same database, which sees each change at its next request', async () => {
    const database = await createPostgresDatabase(adminUrl ?? '', inject('postgresTemplateName'))
    const handle = await openDatabase({ kind: 'postgres', url: database.url })
    const config = loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: scratch,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(scratch, 'no-web-build'),
    })
    const app = await buildApp({ config, database: handle })
    const admin = (args: string[]) =>
      runAdminCommand(args, { DATABASE_URL: database.url, PUBLIC_URL: SHOP })
    const backOffice = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/admin/audit', headers })).statusCode
    try {
      await app.ready()
      const pro = bearer(await signIn(app, 'pro@marquee.local', DEMO_PASSWORD))
      expect(await backOffice(pro)).toBe(403)

      const promoted = await admin(['create', 'pro@marquee.local', '--role', 'staff'])
      expect(promoted.code).toBe(0)
      expect(promoted.stdout).toContain('pro@marquee.local (Priya Pro) now has the staff role.')
      expect(promoted.stdout).not.toContain('token=')
      expect(await backOffice(pro)).toBe(200)

      const created = await admin(['create', 'owner@example.com', '--name', 'Olive Owner'])
      expect(created.code).toBe(0)
      const { token } = printedLink(created.stdout, SHOP)
      const completed = await app.inject({
        method: 'POST',
        url: '/api/password-reset/complete',
        payload: { token, password: 'owner-password-1' },
      })
      expect(completed.statusCode).toBe(200)
      const owner = bearer(await signIn(app, 'owner@example.com', 'owner-password-1'))
      expect(await backOffice(owner)).toBe(200)

      const listed = await admin(['list'])
      expect(listed.stdout).toMatch(/^owner@example\.com\tOlive Owner\towner since .+ UTC$/m)
      expect(listed.stdout).toMatch(/^pro@marquee\.local\tPriya Pro\tstaff since .+ UTC$/m)

      const revoked = await admin(['revoke', 'pro@marquee.local'])
      expect(revoked.code).toBe(0)
      expect([401, 403]).toContain(await backOffice(pro))
      // The store learns of the ended sign-ins from PostgreSQL (NOTIFY), not from its own memory.
      await expect
        .poll(async () => (await app.inject({ url: '/api/me', headers: pro })).statusCode)
        .toBe(401)
      expect(await backOffice(owner)).toBe(200)
    } finally {
      await app.close()
      await handle.close()
      await database.drop()
    }
  })
})
