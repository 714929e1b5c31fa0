import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ClipFacts } from '@marquee/core'
import { serverRoot } from '../server-root.ts'
import { clipFacts } from '../services/conversion/clip-facts.ts'
import { ConversionError } from '../services/conversion/conversion-error.ts'

/** The demo clips' clean masters (config's MASTERS_DIR): apps/server/masters. */
const MASTERS_ROOT = path.join(serverRoot, 'masters')
/** ffprobe and ffmpeg runs at once: each is short, and the machine may be small. */
const PARALLEL = 4
/**
 * Facts already read, by file version: reading 45 clips takes a few seconds on an idle box and
 * a minute on a loaded one, and every new database (each test's, each fresh DATA_DIR) seeds.
 */
const CACHE_FILE = path.join(tmpdir(), 'marquee-seed-clip-facts.json')

/** The clean master of the seed clip the shop shows at a /media/... address. */
export const seedMasterFile = (address: string) =>
  path.join(MASTERS_ROOT, address.replace(/^\/media\//, ''))

const versionKey = (file: string) => {
  const version = statSync(file)
  return [file, version.size, version.mtimeMs].join('|')
}

function readCache(): Record<string, ClipFacts> {
  try {
    return JSON.parse(readFileSync(CACHE_FILE, 'utf8'))
  } catch {
    return {}
  }
}

function writeCache(cache: Record<string, ClipFacts>) {
  const partial = `${CACHE_FILE}.${process.pid}`
  writeFileSync(partial, JSON.stringify(cache))
  renameSync(partial, CACHE_FILE)
}

/** A clip's facts, or null when ffmpeg is not installed. */
const factsOrNull = (file: string) =>
  clipFacts(file).catch((error: unknown) => {
    if (error instanceof ConversionError && error.kind === 'no-ffmpeg') return null
    throw error
  })

/**
 * The facts of each seed clip, read from the files themselves, by videoLink. Without ffmpeg
 * installed the store still starts: the clips' facts stay unknown (null) and the product
 * page leaves them out. Any other failure is a broken seed file and stops the seed.
 */
export async function readSeedClipFacts(
  videoLinks: string[],
): Promise<Map<string, ClipFacts | null>> {
  const cache = readCache()
  const facts = new Map<string, ClipFacts | null>()
  const unread = videoLinks.filter((link) => {
    const known = cache[versionKey(seedMasterFile(link))]
    // Facts cached before text heights were measured are read again.
    const whole = known?.text_height !== undefined
    if (known && whole) facts.set(link, known)
    return !whole
  })
  for (let i = 0; i < unread.length; i += PARALLEL) {
    await Promise.all(
      unread.slice(i, i + PARALLEL).map(async (link) => {
        const file = seedMasterFile(link)
        const read = await factsOrNull(file)
        facts.set(link, read)
        if (read) cache[versionKey(file)] = read
      }),
    )
  }
  if (unread.length > 0) writeCache(cache)
  return facts
}
