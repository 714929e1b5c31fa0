import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { downloads } from '../../db/schema.ts'

/** At most this often per download, so a fast ffmpeg does not flood the database. */
const EVERY_MS = 400

/**
 * Writes ffmpeg's progress to the download row, where any instance reads it. Writes are
 * throttled, never move backwards, and a failed write is only logged: progress is advisory.
 */
export function progressWriter(
  db: Database,
  downloadId: string,
  onError: (error: unknown) => void,
) {
  let lastWrite = 0
  let writing: Promise<void> = Promise.resolve()
  const write = (progress: number) => {
    writing = writing
      .then(async () => {
        await db
          .update(downloads)
          .set({ progress })
          .where(
            and(
              eq(downloads.id, downloadId),
              eq(downloads.status, 'converting'),
              lt(downloads.progress, progress),
            ),
          )
      })
      .catch(onError)
  }
  return {
    report(fraction: number) {
      const now = Date.now()
      if (now - lastWrite < EVERY_MS) return
      lastWrite = now
      // Below 1: only the ready transaction says the file is there.
      write(Math.min(0.99, Math.max(0, fraction)))
    },
    flushed: () => writing,
  }
}
