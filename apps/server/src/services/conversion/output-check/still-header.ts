import { type ByteSource, unreadable, type VideoHeader } from './byte-source.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
// The IEND chunk: no data, then its fixed CRC.
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])
const PNG_TRUECOLOUR = 2
const BMP_INFO_HEADER = 40

/** A still has no frame rate: one picture. */
const STILL_FPS = 0

/**
 * A PNG's size from its IHDR, that it is 8-bit RGB (what the store writes: no palette, no
 * alpha, so every controller reads the colours as they are) and that it ends with IEND.
 */
export async function readPngHeader(source: ByteSource): Promise<VideoHeader> {
  const fail = (reason: string) => unreadable('png', reason)
  const head = await source.read(0, 33)
  if (head.length < 33 || !head.subarray(0, 8).equals(PNG_SIGNATURE)) fail('has no PNG signature')
  if (head.toString('latin1', 12, 16) !== 'IHDR') fail('does not start with its IHDR chunk')
  if (head[24] !== 8 || head[25] !== PNG_TRUECOLOUR) fail('is not 8-bit RGB')
  const tail = await source.read(Math.max(0, source.size - PNG_END.length), PNG_END.length)
  if (!tail.equals(PNG_END)) fail('is cut short: it has no IEND chunk')
  return {
    width: head.readUInt32BE(16),
    height: head.readUInt32BE(20),
    codec: 'png',
    fps: STILL_FPS,
  }
}

/**
 * A BMP's size from its BITMAPINFOHEADER, that it is uncompressed 24-bit (BI_RGB, what message
 * boards read) and that the file is as long as its header says.
 */
export async function readBmpHeader(source: ByteSource): Promise<VideoHeader> {
  const fail = (reason: string) => unreadable('bmp', reason)
  const head = await source.read(0, 14 + BMP_INFO_HEADER)
  if (head.length < 14 + BMP_INFO_HEADER || head.toString('latin1', 0, 2) !== 'BM') {
    fail('has no BMP signature')
  }
  if (head.readUInt32LE(2) !== source.size) fail('is not as long as its header says')
  if (head.readUInt32LE(14) < BMP_INFO_HEADER) fail('has no BITMAPINFOHEADER')
  if (head.readUInt16LE(28) !== 24 || head.readUInt32LE(30) !== 0)
    fail('is not uncompressed 24-bit')
  return {
    width: head.readInt32LE(18),
    // A negative height is a top-down bitmap of the same size.
    height: Math.abs(head.readInt32LE(22)),
    codec: 'bmp',
    fps: STILL_FPS,
  }
}
