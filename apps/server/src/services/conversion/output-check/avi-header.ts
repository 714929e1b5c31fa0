import { type ByteSource, unreadable, type VideoHeader } from './byte-source.ts'

// ffmpeg's hdrl list (avih, the stream's strh/strf, an OpenDML index, vprp) fits in this.
const HEAD_BYTES = 16 * 1024
const CODECS: Record<string, string> = { MJPG: 'mjpeg' }
/** BI_RGB: an uncompressed bitmap, which ffmpeg calls rawvideo when its pixels are 24-bit. */
const BI_RGB = '\0\0\0\0'

const fail = (reason: string): never => unreadable('avi', reason)

interface Chunk {
  id: string
  /** For a LIST, the list's type; its payload then starts after it. */
  listType: string | null
  start: number
  end: number
}

/** RIFF chunks from `start` to `end`, each padded to an even size. */
function chunks(bytes: Buffer, start: number, end: number): Chunk[] {
  const found: Chunk[] = []
  let offset = start
  while (offset + 8 <= end) {
    const id = bytes.toString('latin1', offset, offset + 4)
    const size = bytes.readUInt32LE(offset + 4)
    const isList = id === 'LIST'
    found.push({
      id,
      listType: isList ? bytes.toString('latin1', offset + 8, offset + 12) : null,
      start: offset + (isList ? 12 : 8),
      end: Math.min(offset + 8 + size, end),
    })
    offset += 8 + size + (size % 2)
  }
  return found
}

/** The top-level RIFF chunks (AVI, then OpenDML's AVIX) must cover the file exactly. */
async function checkWhole(source: ByteSource): Promise<void> {
  let offset = 0
  while (offset < source.size) {
    const head = await source.read(offset, 12)
    if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF') fail('has no RIFF chunk')
    offset += 8 + head.readUInt32LE(4)
    if (offset > source.size) fail('is cut short')
  }
}

/**
 * The video stream's rate from its strh and its BITMAPINFOHEADER (strf) in hdrl: width,
 * height and compression fourcc.
 */
export async function readAviHeader(source: ByteSource): Promise<VideoHeader> {
  const head = await source.read(0, HEAD_BYTES)
  if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'AVI ') {
    fail('is not RIFF AVI')
  }
  await checkWhole(source)
  const hdrl = chunks(head, 12, head.length).find((chunk) => chunk.listType === 'hdrl')
  if (!hdrl) return fail('has no hdrl list')
  for (const strl of chunks(head, hdrl.start, hdrl.end)) {
    if (strl.listType !== 'strl') continue
    const parts = chunks(head, strl.start, strl.end)
    const strh = parts.find((chunk) => chunk.id === 'strh')
    const strf = parts.find((chunk) => chunk.id === 'strf')
    if (!strh || head.toString('latin1', strh.start, strh.start + 4) !== 'vids') continue
    if (!strf || strf.end - strf.start < 20) return fail('has no video format chunk')
    if (strh.end - strh.start < 28) return fail('has a stream header cut short')
    const fourcc = head.toString('latin1', strf.start + 16, strf.start + 20)
    const bits = head.readUInt16LE(strf.start + 14)
    // AVISTREAMHEADER: fccType, fccHandler, dwFlags, wPriority, wLanguage, dwInitialFrames,
    // then dwScale and dwRate: dwRate / dwScale frames a second.
    const scale = head.readUInt32LE(strh.start + 20)
    const rate = head.readUInt32LE(strh.start + 24)
    if (scale === 0) return fail('has a stream header with no time scale')
    return {
      fps: rate / scale,
      width: head.readInt32LE(strf.start + 4),
      // A negative height is a top-down bitmap of the same size.
      height: Math.abs(head.readInt32LE(strf.start + 8)),
      codec:
        fourcc === BI_RGB
          ? bits === 24
            ? 'rawvideo'
            : `rawvideo ${bits}-bit`
          : (CODECS[fourcc] ?? fourcc),
    }
  }
  return fail('has no video stream')
}
