import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const repository = path.resolve(import.meta.dirname, '../../../..')
const MISSING =
  'ffmpeg is missing: run "sudo apt-get install -y ffmpeg" (or set FFMPEG_PATH) and try again.'

// A machine without ffmpeg and without apt-get: a PATH holding only what npm needs to run.
const bare = mkdtempSync(path.join(tmpdir(), 'marquee-bare-path-'))
for (const program of ['node', 'npm', 'sh']) {
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' })
  symlinkSync(found.stdout.trim(), path.join(bare, program))
}

afterAll(() => rmSync(bare, { recursive: true, force: true }))

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(args[0] as string, args.slice(1), {
    cwd: repository,
    env: { HOME: process.env.HOME, ...env, PATH: bare },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('the README commands on a machine without ffmpeg', { timeout: 90_000 }, () => {
  it('npm start stops before building, with one sentence saying what to run', () => {
    const started = run(['npm', 'start', '--silent'])
    expect(started.code).not.toBe(0)
    expect(started.stderr.trim()).toBe(MISSING)
    expect(started.stdout).not.toContain('vite')
  })

  it('the unit tests stop before the first test, with the same sentence', () => {
    const tested = run(['npm', 'run', 'test:unit', '--silent'])
    expect(tested.code).not.toBe(0)
    expect(tested.stderr.trim()).toBe(MISSING)
  })

  it('an ffmpeg named by FFMPEG_PATH is enough', () => {
    const script = path.join(repository, 'scripts/ensure-tools.mjs')
    const named = run(['node', script, 'ffmpeg'], { FFMPEG_PATH: process.execPath })
    expect(named).toMatchObject({ code: 0, stderr: '' })
  })
})
