import type { FastifyBaseLogger } from 'fastify'
import { processLauncher } from './services/conversion/process-launcher.ts'

/**
 * A second signal this soon after the first is the same stop relayed: under `npm start`
 * a terminal's Ctrl-C reaches the store from the terminal and again through npm or tsx.
 */
const RELAYED_WITHIN_MS = 1000

/**
 * SIGTERM and SIGINT drain this process: `drain` stops taking work and lets what is in flight
 * finish; then every program it started (ffmpeg, ffprobe) is ended and it exits 0. Past
 * `timeoutMs`, or at a second signal, it stops at once instead: the programs are ended and
 * it exits 1 (a conversion cut off then is retried once its missed heartbeat is seen: seconds).
 */
export function stopOnSignals(
  log: FastifyBaseLogger,
  drain: () => Promise<void>,
  timeoutMs: number,
): void {
  let firstAt: number | undefined
  const stopNow = async (reason: string) => {
    log.error({ reason }, 'stopping at once: work in flight is cut off')
    await processLauncher.stop()
    process.exit(1)
  }
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt !== undefined) {
      if (Date.now() - firstAt >= RELAYED_WITHIN_MS) void stopNow(`a second ${signal}`)
      return
    }
    firstAt = Date.now()
    log.info({ signal, timeoutMs }, 'shutting down: finishing the work in flight')
    setTimeout(() => void stopNow(`not done within ${timeoutMs} ms`), timeoutMs).unref()
    drain()
      .then(() => processLauncher.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed')
          void stopNow('shutdown failed')
        },
      )
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}
