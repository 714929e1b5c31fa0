// A fresh, empty database on the PostgreSQL server of TEST_DATABASE_URL, for one cluster run:
// the store's own start-up migrates and seeds it, as in a first deployment.
import pg from 'pg'

/** Creates the database; `drop` removes it again, even with the store's connections open. */
export async function createDatabase(serverUrl) {
  const name = `marquee_cluster_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}
