import { existsSync } from 'node:fs'
import path from 'node:path'
import { usageOf } from './process-usage.ts'
import { root, startCompiledServer } from './processes.ts'
import { RssMeter, timeOne } from './scale-probes.ts'

export interface OwnRss {
  steadyMb: number
  peakMb: number
}

const MB = 1024 * 1024
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until the process has used (almost) no CPU for `quietMs`: its start-up work is done. */
async function settled(pid: number, quietMs: number): Promise<void> {
  let last = usageOf(pid).cpuMs
  let quietSince = performance.now()
  while (performance.now() - quietSince < quietMs) {
    await sleep(250)
    const now = usageOf(pid).cpuMs
    if (now - last > 20) quietSince = performance.now()
    last = now
  }
}

/**
 * The store as `npm start` runs it (compiled, a process of its own) on the scale catalogue:
 * its resident memory once it has loaded its index (it has then been idle for 2 s) and
 * answered `paths` (cache misses), the median of the next 2 s, and its peak from /readyz on.
 * The bench's own process holds the store too, but also tsx, the TypeScript it compiled and
 * the clients of its load. Null without the build.
 */
export async function ownProcessRss(
  env: Record<string, string>,
  paths: string[],
): Promise<OwnRss | null> {
  if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) return null
  const server = await startCompiledServer(
    { ...env, LOG_LEVEL: 'warn', NODE_ENV: 'production', PAYMENTS: 'sandbox' },
    '/readyz',
  )
  const rss = new RssMeter(() => usageOf(server.pid).storeMb * MB)
  try {
    await settled(server.pid, 2000)
    for (const target of paths) await timeOne(`${server.url}${target}`)
    rss.mark()
    await sleep(2000)
    return { steadyMb: rss.steady() / MB, peakMb: rss.peak / MB }
  } finally {
    rss.stop()
    await server.stop()
  }
}
