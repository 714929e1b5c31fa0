import type { FastifyBaseLogger } from 'fastify'

/** Progress is logged at each of these fractions, not per frame. */
const MILESTONES = [0.25, 0.5, 0.75]

/**
 * One conversion try's lines in the log, on the worker process and in-server workers alike:
 * its start (download, spec, try), its progress at a quarter, half and three quarters, its end
 * with the time it took, or its failure with the error and whether it is tried again.
 */
export function jobLog(logger: FastifyBaseLogger, facts: { downloadId: string; spec: object }) {
  const startedAt = performance.now()
  const elapsedMs = () => Math.round(performance.now() - startedAt)
  let attempt = 1
  let reached = 0
  return {
    started(tryNumber: number, tries: number) {
      attempt = tryNumber
      logger.info({ ...facts, try: tryNumber, tries }, 'conversion started')
    },
    progressed(fraction: number) {
      let milestone = MILESTONES[reached]
      while (milestone !== undefined && fraction >= milestone) {
        reached += 1
        logger.info(
          {
            downloadId: facts.downloadId,
            try: attempt,
            progress: milestone,
            elapsedMs: elapsedMs(),
          },
          'conversion progress',
        )
        milestone = MILESTONES[reached]
      }
    },
    ended() {
      logger.info(
        { downloadId: facts.downloadId, try: attempt, elapsedMs: elapsedMs() },
        'conversion done',
      )
    },
    failed(error: unknown, willRetry: boolean) {
      logger.warn(
        { ...facts, err: error, try: attempt, willRetry, elapsedMs: elapsedMs() },
        'conversion failed',
      )
    },
    handedOver() {
      logger.warn(
        { downloadId: facts.downloadId, try: attempt, elapsedMs: elapsedMs() },
        'conversion stopped: its job was given to another worker (its heartbeat was missed)',
      )
    },
  }
}
