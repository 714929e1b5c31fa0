import { stat } from 'node:fs/promises'
import { ConversionError } from './conversion-error.ts'
import { type MediaFacts, probe } from './probe-media.ts'

// The store converts the same few clips over and over: probing each once per version saves
// an ffprobe start (40 ms idle, 150 ms on a busy machine) on every conversion after the first.
const MAX_REMEMBERED = 500
const remembered = new Map<string, MediaFacts>()

/**
 * ffprobe's facts about a source, remembered per file version (path, size, modification
 * time): a clip replaced in place is probed again.
 */
export async function sourceFacts(file: string, ffprobe: string): Promise<MediaFacts> {
  const version = await stat(file).catch(() => {
    throw new ConversionError('bad-source', 'the source clip does not exist')
  })
  if (!version.isFile()) throw new ConversionError('bad-source', 'the source clip is not a file')
  const key = [ffprobe, file, version.size, version.mtimeMs].join('\0')
  const known = remembered.get(key)
  if (known) return known
  const facts = await probe(file, ffprobe, false)
  if (remembered.size >= MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value
    if (oldest !== undefined) remembered.delete(oldest)
  }
  remembered.set(key, facts)
  return facts
}
