import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Download } from '@marquee/core'
import { afterAll, beforeAll, expect } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { convert, waitForDownload } from './downloads.ts'
import { signIn, type Tokens } from './oidc-flow.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export const PRO = 'pro@marquee.local'

export interface ConvertingPro {
  readonly app: TestApp['app']
  /** The demo Pro customer's sign-in. */
  readonly tokens: Tokens
  /** A folder of the file's own for delivered files, removed after its tests. */
  readonly scratch: string
  /** POST /api/convert as the Pro customer, then the download once it is ready or failed. */
  download(body: Record<string, unknown>): Promise<Download>
}

/**
 * A store converting with one worker, the demo Pro customer signed in and a scratch folder,
 * for one test file: made before its tests, closed after them.
 */
export function convertingPro(name: string): ConvertingPro {
  let testApp: TestApp
  let tokens: Tokens
  let scratch: string
  beforeAll(async () => {
    testApp = await createTestApp({ WORKER_CONCURRENCY: '1', QUEUE_POLL_INTERVAL_SECONDS: '0.5' })
    tokens = await signIn(testApp.app, PRO, DEMO_PASSWORD)
    scratch = await mkdtemp(path.join(tmpdir(), `marquee-${name}-`))
  })
  afterAll(async () => {
    await testApp.close()
    await rm(scratch, { recursive: true, force: true })
  })
  return {
    get app() {
      return testApp.app
    },
    get tokens() {
      return tokens
    },
    get scratch() {
      return scratch
    },
    async download(body) {
      const answer = await convert(testApp.app, tokens, body)
      expect([200, 202], answer.body).toContain(answer.statusCode)
      return waitForDownload(testApp.app, tokens, answer.json().downloadId)
    },
  }
}
