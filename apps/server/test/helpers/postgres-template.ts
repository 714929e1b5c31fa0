import { openDatabase } from '../../src/db/client.ts'
import { migrateAndSeed } from '../../src/seed/prepare-database.ts'
import { withAdmin } from './postgres-admin.ts'

/** Any number: the advisory lock that lets one test run at a time build the template. */
const TEMPLATE_LOCK = 7_305_119

/**
 * The migrated, seeded database every PostgreSQL test file is copied from
 * (`create database … template …`), built once per version of the migrations and seed data.
 * It is built under a scratch name and renamed when complete, under an advisory lock, so a
 * second test run on the same server waits for it instead of copying half a database.
 * Templates of other versions are left alone: another checkout's run may be copying them.
 */
export async function preparePostgresTemplate(adminUrl: string, version: string) {
  const name = `marquee_template_${version}`
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK])
    try {
      const { rowCount } = await admin.query('select from pg_database where datname = $1', [name])
      if (rowCount) return
      const building = `${name}_building`
      await admin.query(`drop database if exists ${building} with (force)`)
      await admin.query(`create database ${building}`)
      const url = new URL(adminUrl)
      url.pathname = `/${building}`
      const handle = await migrateAndSeed(
        await openDatabase({ kind: 'postgres', url: url.toString() }),
        'demo',
      )
      await handle.close()
      await admin.query(`alter database ${building} rename to ${name}`)
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK])
    }
  })
  return name
}
