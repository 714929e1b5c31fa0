import type { FfmpegStatus } from '@marquee/core'
import { type Database, ping } from '../../db/client.ts'

export type Readiness =
  | { ready: true; ffmpeg: { ok: boolean; version: string | null } }
  | { ready: false; error: unknown }

/**
 * Ready while the database answers. Whether ffmpeg runs is told, not required: without it
 * the store still sells and serves cached files.
 */
export async function checkReadiness(
  db: Database,
  ffmpegStatus: () => Promise<FfmpegStatus>,
): Promise<Readiness> {
  try {
    await ping(db)
    const { ok, version } = await ffmpegStatus()
    return { ready: true, ffmpeg: { ok, version } }
  } catch (error) {
    return { ready: false, error }
  }
}
