import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { convertingEnv, PRO, storeConverting } from '../helpers/converting-store.ts'
import { halfSentConversion, waitForReady } from '../helpers/draining-requests.ts'
import { eventually, killMarked, leftAfterExit } from '../helpers/marked-processes.ts'
import { bearer } from '../helpers/oidc-flow.ts'
import { signInOverHttp } from '../helpers/remote-sign-in.ts'
import { exitWithin, startServer } from '../helpers/server-process.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-shutdown-'))
const marks: string[] = []

afterEach(() => {
  for (const mark of marks.splice(0)) killMarked(mark)
})

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

// Each test starts a store on a new database and waits for its ffmpeg to be converting:
// on a loaded runner a start alone takes most of the default 30 s.
describe('stopping the store while it converts', { timeout: 150_000 }, () => {
  it('on SIGTERM to its process group, finishes requests in flight, exits 0 and leaves no ffmpeg', async () => {
    const { mark, env } = convertingEnv(scratch, 'terminated')
    marks.push(mark)
    const { store, tokens, downloadIds } = await storeConverting(
      { ...env, SHUTDOWN_TIMEOUT_MS: '40000' },
      mark,
      2,
    )
    // A customer following a conversion's progress, as the download page does.
    const stream = await fetch(`${store.url}/api/downloads/${downloadIds[0]}/events`, {
      headers: bearer(tokens),
    })
    const events = stream.text()
    const request = await halfSentConversion(store.url, tokens)

    process.kill(-(store.child.pid ?? 0), 'SIGTERM')
    const refused = () =>
      fetch(`${store.url}/healthz`).then(
        () => false,
        () => true,
      )
    expect(await eventually(refused, 10_000)).toBe(true)
    const answer = await request.finish()
    const code = await exitWithin(store.child, 60_000, 'the store', store.output)

    expect(code, store.output()).toBe(0)
    expect(answer.status).toBe(202)
    expect(await events).toContain('event: converting')
    expect(await leftAfterExit(mark)).toEqual([])
  })

  it('gives up at SHUTDOWN_TIMEOUT_MS when a request holds the stop: exits 1, leaving no ffmpeg', async () => {
    const { mark, env } = convertingEnv(scratch, 'held')
    marks.push(mark)
    const { store, tokens } = await storeConverting(
      { ...env, SHUTDOWN_TIMEOUT_MS: '2000' },
      mark,
      1,
    )
    // Its body never comes: only the bound ends the wait.
    await halfSentConversion(store.url, tokens)
    process.kill(-(store.child.pid ?? 0), 'SIGTERM')
    expect(await exitWithin(store.child, 30_000, 'the store', store.output)).toBe(1)
    expect(await leftAfterExit(mark)).toEqual([])
  })

  it('stops at once at a second signal, a moment after the first: exits 1, leaving no ffmpeg', async () => {
    const { mark, env } = convertingEnv(scratch, 'twice')
    marks.push(mark)
    const { store, tokens } = await storeConverting(
      { ...env, SHUTDOWN_TIMEOUT_MS: '120000' },
      mark,
      1,
    )
    await halfSentConversion(store.url, tokens)
    process.kill(-(store.child.pid ?? 0), 'SIGINT')
    // A relayed copy of the first comes within a second (npm, tsx): only a later one counts.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    process.kill(-(store.child.pid ?? 0), 'SIGINT')
    expect(await exitWithin(store.child, 30_000, 'the store', store.output)).toBe(1)
    expect(await leftAfterExit(mark)).toEqual([])
  })

  it('leaves no ffmpeg running when its whole process group is killed outright', async () => {
    const { mark, env } = convertingEnv(scratch, 'killed')
    marks.push(mark)
    const { store } = await storeConverting(env, mark, 2)
    const exited = once(store.child, 'exit')
    process.kill(-(store.child.pid ?? 0), 'SIGKILL')
    await exited
    expect(await leftAfterExit(mark)).toEqual([])
  })

  it('finishes the conversions it cut off after a restart, each charged once', async () => {
    const { mark, env } = convertingEnv(scratch, 'restarted')
    marks.push(mark)
    const { store, downloadIds } = await storeConverting(env, mark, 2)
    expect(await store.stop()).toBe(0)
    expect(await leftAfterExit(mark)).toEqual([])

    // The same store again, now with the machine's own (quick) ffmpeg.
    const { FFMPEG_PATH: _slow, ...quick } = env
    const again = await startServer(quick)
    try {
      const tokens = await signInOverHttp(again.url, PRO.email, PRO.password)
      for (const id of downloadIds) {
        expect((await waitForReady(again.url, tokens, id)).status).toBe('ready')
      }
      const me = (await (
        await fetch(`${again.url}/api/me`, { headers: bearer(tokens) })
      ).json()) as {
        subscription: { remaining_total_orders: number }
      }
      expect(me.subscription.remaining_total_orders).toBe(8 - downloadIds.length)
    } finally {
      await again.stop()
    }
  })
})
