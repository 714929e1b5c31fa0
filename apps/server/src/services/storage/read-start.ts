import type { Readable } from 'node:stream'

/** The stream's first `bytes` bytes (fewer if it ends sooner); the rest is never read. */
export async function readStart(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer)
    size += (chunk as Buffer).length
    // Leaving the loop destroys the stream, which closes the connection under it.
    if (size >= bytes) break
  }
  return Buffer.concat(chunks).subarray(0, bytes)
}
