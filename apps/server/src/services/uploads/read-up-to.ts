import type { Readable } from 'node:stream'

/** The whole stream as one buffer, or null (and the stream stopped) once it passes `limit`. */
export async function readUpTo(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > limit) {
      stream.destroy()
      return null
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}
