import pg from 'pg'

/** Runs `task` on one connection to the test server's admin database, then closes it. */
export async function withAdmin<T>(
  url: string,
  task: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await task(client)
  } finally {
    await client.end()
  }
}
