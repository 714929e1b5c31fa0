import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type AppOptions, buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  close(): Promise<void>
}

/**
 * The whole store in-process on a fresh seeded database; call it with `app.inject`. Every
 * request comes from 127.0.0.1, so the per-address sign-in budgets are opened wide here;
 * a test of those limits sets them itself.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'logger'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-test-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    AUTHORIZE_RATE_LIMIT: '1000',
    SIGN_IN_ADDRESS_RATE_LIMIT: '1000',
    REGISTRATION_RATE_LIMIT: '1000',
    ...env,
  })
  const database = await createTestDatabase()
  const app = await buildApp({ config, database, ...options })
  await app.ready()
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A logger for `createTestApp` that keeps every line, to assert on what the store logs. */
export function capturedLog() {
  const lines: { level: number; msg: string }[] = []
  return {
    lines,
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
    text: () => lines.map((line) => line.msg).join('\n'),
  }
}
