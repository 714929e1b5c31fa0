import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { conversionRetryMessage, type Download } from '@marquee/core'
import { afterAll, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/seed/account-data.ts'
import { convert, SMALL_GIF, waitForDownload } from '../helpers/downloads.ts'
import { bearer, signIn } from '../helpers/oidc-flow.ts'
import { count } from '../helpers/payments.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'marquee-retry-ffmpeg-'))
let testApp: TestApp | undefined
afterAll(async () => {
  await testApp?.close()
  rmSync(dir, { recursive: true, force: true })
})

/**
 * An ffmpeg whose first conversion crashes (a try that fails and is retried) and whose next
 * ones wait until `open()`, so the test can look at the download while its retry runs.
 */
function crashingOnceFfmpeg() {
  const real = execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim()
  const crashed = path.join(dir, 'crashed')
  const gate = path.join(dir, 'open')
  const file = path.join(dir, 'ffmpeg')
  writeFileSync(
    file,
    [
      '#!/bin/sh',
      `case "$*" in *-filter_complex*) ;; *) exec ${real} "$@";; esac`,
      `if [ ! -e ${crashed} ]; then touch ${crashed}; echo boom >&2; exit 1; fi`,
      `while [ ! -e ${gate} ]; do sleep 0.05; done`,
      `exec ${real} "$@"`,
      '',
    ].join('\n'),
  )
  chmodSync(file, 0o755)
  symlinkSync(
    execFileSync('sh', ['-c', 'command -v ffprobe'], { encoding: 'utf8' }).trim(),
    path.join(dir, 'ffprobe'),
  )
  return { file, open: () => writeFileSync(gate, '') }
}

it('tells the customer the converter restarted while the retry runs, then delivers one file', async () => {
  const ffmpeg = crashingOnceFfmpeg()
  testApp = await createTestApp({
    WORKER_CONCURRENCY: '1',
    FFMPEG_PATH: ffmpeg.file,
    QUEUE_POLL_INTERVAL_SECONDS: '0.5',
  })
  const { app } = testApp
  const pro = await signIn(app, 'pro@marquee.local', DEMO_PASSWORD)
  const accepted = await convert(app, pro, { productId: 1, ...SMALL_GIF })
  expect(accepted.statusCode, accepted.body).toBe(202)
  const { downloadId } = accepted.json()
  const view = async () =>
    (
      await app.inject({ url: `/api/downloads/${downloadId}`, headers: bearer(pro) })
    ).json() as Download

  // The first try crashes; the second waits at the gate, so the view is looked at while it runs.
  let retrying = await view()
  const deadline = Date.now() + 60_000
  while (retrying.attempt !== 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    retrying = await view()
  }
  expect(retrying).toMatchObject({
    status: 'converting',
    attempt: 2,
    attemptsAllowed: 3,
    message: 'The converter restarted — retrying your clip (try 2 of 3)…',
  })
  expect(retrying.message).toBe(conversionRetryMessage(2, 3))

  ffmpeg.open()
  const ready = await waitForDownload(app, pro, downloadId)
  expect(ready).toMatchObject({ status: 'ready', attempt: 2, message: null })
  expect(
    await count(testApp.database.db, 'renditions', `width = 32 and height = 16 and product_id = 1`),
  ).toBe(1)
  expect(await count(testApp.database.db, 'licences', `download_id = '${downloadId}'`)).toBe(1)
}, 120_000)
