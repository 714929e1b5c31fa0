import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * Several instances of the store in-process on one fresh database, as behind a balancer:
 * each with its own data folder and memory, sharing only the database.
 */
export async function createInstancesOnOneDatabase(count: number, env: Record<string, string>) {
  const database = await createTestDatabase()
  const dataDirs: string[] = []
  const apps: FastifyInstance[] = []
  for (let index = 0; index < count; index += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-instance-'))
    dataDirs.push(dataDir)
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      WORKER_CONCURRENCY: '0',
      ...env,
    })
    const app = await buildApp({ config, database })
    await app.ready()
    apps.push(app)
  }
  return {
    apps,
    database,
    async close() {
      for (const app of apps) await app.close()
      await database.close()
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
