import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The real ffmpeg behind a script that holds every conversion (a command with a filter
 * graph; the version checks pass straight through) until `open()` is called, and writes
 * down when each one starts and ends: the test sees how many ran at once, and holds them
 * long enough to look while they run, however fast the machine is.
 */
export function gatedFfmpeg() {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-gated-ffmpeg-'))
  const real = execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim()
  const probe = execFileSync('sh', ['-c', 'command -v ffprobe'], { encoding: 'utf8' }).trim()
  const file = path.join(dir, 'ffmpeg')
  const log = path.join(dir, 'log')
  const gate = path.join(dir, 'open')
  writeFileSync(log, '')
  writeFileSync(
    file,
    [
      '#!/bin/sh',
      `case "$*" in *-filter_complex*) ;; *) exec ${real} "$@";; esac`,
      `echo "start $$" >> ${log}`,
      `while [ ! -e ${gate} ]; do sleep 0.05; done`,
      `${real} "$@"`,
      'status=$?',
      `echo end >> ${log}`,
      'exit $status',
      '',
    ].join('\n'),
  )
  chmodSync(file, 0o755)
  symlinkSync(probe, path.join(dir, 'ffprobe'))
  const events = () => readFileSync(log, 'utf8').split('\n').filter(Boolean)
  return {
    file,
    open: () => writeFileSync(gate, ''),
    /** Conversions started so far. */
    started: () => events().filter((event) => event.startsWith('start')).length,
    /** The process ids of the conversions started (the script's, the group's leader). */
    pids: () =>
      events()
        .filter((event) => event.startsWith('start'))
        .map((event) => Number(event.split(' ')[1])),
    /** The most conversions that were running at the same moment. */
    mostAtOnce: () => {
      let running = 0
      let most = 0
      for (const event of events()) {
        running += event.startsWith('start') ? 1 : -1
        most = Math.max(most, running)
      }
      return most
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** Waits until `check` holds, polling; throws after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const stop = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > stop) throw new Error(`not so within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
