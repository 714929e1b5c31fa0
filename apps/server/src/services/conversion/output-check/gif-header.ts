import { type ByteSource, unreadable, type VideoHeader } from './byte-source.ts'

const HEAD_BYTES = 4096
// The last image's block terminator, then the trailer.
const END = Buffer.from([0x00, 0x3b])
const LOOP_APPLICATION = Buffer.from('NETSCAPE2.0', 'latin1')

/**
 * A GIF's logical screen size, its rate (from the first frame's delay), that it loops forever (the NETSCAPE2.0 application extension
 * with a count of 0, before the first image), and that it ends with a block terminator and the trailer.
 */
export async function readGifHeader(source: ByteSource): Promise<VideoHeader> {
  const fail = (reason: string) => unreadable('gif', reason)
  const head = await source.read(0, HEAD_BYTES)
  const signature = head.toString('latin1', 0, 6)
  if (signature !== 'GIF89a' && signature !== 'GIF87a') fail('has no GIF signature')
  if (head.length < 13) fail('is cut short in its header')
  const width = head.readUInt16LE(6)
  const height = head.readUInt16LE(8)
  const packed = head[10] ?? 0
  let offset = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0)
  let loops = false
  let delay: number | null = null
  while (head[offset] === 0x21) {
    const label = head[offset + 1]
    offset += 2
    const first = offset
    while ((head[offset] ?? 0) !== 0) offset += (head[offset] ?? 0) + 1
    if (offset >= head.length) fail('is cut short in an extension')
    if (label === 0xff && head[first] === 11) {
      const name = head.subarray(first + 1, first + 12)
      const data = head.subarray(first + 12, first + 16)
      if (name.equals(LOOP_APPLICATION) && data[0] === 3 && data[1] === 1) {
        loops = data.readUInt16LE(2) === 0
      }
    }
    // The graphic control extension before the first image: its delay, in centiseconds.
    if (label === 0xf9 && head[first] === 4) delay = head.readUInt16LE(first + 2)
    offset += 1
  }
  if (head[offset] !== 0x2c) fail('has no image after its header')
  if (!loops) fail('does not loop forever')
  if (!delay) fail('gives its first frame no delay')
  const end = await source.read(source.size - 2, 2)
  if (!end.equals(END)) fail('is cut short (no trailer)')
  return { width, height, codec: 'gif', fps: 100 / (delay ?? 1) }
}
