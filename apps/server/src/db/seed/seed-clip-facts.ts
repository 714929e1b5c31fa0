import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ClipFacts } from '@marquee/core'
import { clipFacts } from '../../services/conversion/clip-facts.ts'
import { ConversionError } from '../../services/conversion/conversion-error.ts'

/** The directory /media/ is served from (config's MEDIA_DIR): apps/server/media. */
const MEDIA_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../media')
/** ffprobe and ffmpeg runs at once: each is short, and the machine may be small. */
const PARALLEL = 4

/** The file behind a /media/... address of the seed data. */
export const seedMediaFile = (address: string) =>
  path.join(MEDIA_ROOT, address.replace(/^\/media\//, ''))

/**
 * The facts of each seed clip, read from the files themselves, by videoLink. Without ffmpeg
 * installed the store still starts: the clips' facts stay unknown (null) and the product
 * page leaves them out. Any other failure is a broken seed file and stops the seed.
 */
export async function readSeedClipFacts(
  videoLinks: string[],
): Promise<Map<string, ClipFacts | null>> {
  const facts = new Map<string, ClipFacts | null>()
  for (let i = 0; i < videoLinks.length; i += PARALLEL) {
    await Promise.all(
      videoLinks.slice(i, i + PARALLEL).map(async (link) => {
        facts.set(
          link,
          await clipFacts(seedMediaFile(link)).catch((error: unknown) => {
            if (error instanceof ConversionError && error.kind === 'no-ffmpeg') return null
            throw error
          }),
        )
      }),
    )
  }
  return facts
}
