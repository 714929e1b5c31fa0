import { BitReader } from './bit-reader.ts'
import { type ByteSource, unreadable, type VideoHeader } from './byte-source.ts'

// The first pack holds the video stream's first PES packet and its sequence header.
const HEAD_BYTES = 16 * 1024
const PACK_START = Buffer.from([0, 0, 1, 0xba])
const TAIL_BYTES = 4096
const PROGRAM_END = 0xb9
// Codes from here up are the system layer's (system header, PES packets), each with a 16-bit
// length; the video stream's own start codes are all below it.
const FIRST_SYSTEM_PACKET = 0xbb
const SEQUENCE_HEADER_CODE = 0xb3
const EXTENSION_START = Buffer.from([0, 0, 1, 0xb5])
const SEQUENCE_EXTENSION_ID = 1
const PICTURE_START = Buffer.from([0, 0, 1, 0])
const START_CODE_PREFIX = Buffer.from([0, 0, 1])

const fail = (reason: string): never => unreadable('mpeg', reason)

/** MPEG-1/2's frame_rate_code (ISO 13818-2 table 6-4): its index is the code. */
const FRAME_RATES = [0, 24000 / 1001, 24, 25, 30000 / 1001, 30, 50, 60000 / 1001, 60]

/**
 * MPEG-1/2 video: the sequence header's frame rate code and 12-bit sizes, widened by the MPEG-2 sequence
 * extension's 2-bit size extensions (a side of 4096 is 0 in the 12 bits, 1 in the two).
 */
function mpeg12(head: Buffer, at: number): VideoHeader {
  const header = new BitReader(head.subarray(at + 4, at + 8))
  let width = header.read(12)
  let height = header.read(12)
  header.skip(4) // aspect_ratio_information
  const fps = FRAME_RATES[header.read(4)] ?? 0
  if (fps === 0) fail('has no valid frame rate in its sequence header')
  const picture = head.indexOf(PICTURE_START, at + 4)
  const extension = head.indexOf(EXTENSION_START, at + 4)
  const isMpeg2 = extension !== -1 && (picture === -1 || extension < picture)
  if (isMpeg2) {
    const bits = new BitReader(head.subarray(extension + 4, extension + 7))
    if (bits.read(4) !== SEQUENCE_EXTENSION_ID) fail('has no MPEG-2 sequence extension')
    // profile_and_level_indication (8), progressive_sequence (1), chroma_format (2)
    bits.skip(11)
    width += bits.read(2) * 4096
    height += bits.read(2) * 4096
  }
  return { width, height, codec: isMpeg2 ? 'mpeg2video' : 'mpeg1video', fps }
}

/** The first start code 00 00 01 xx with xx from `low` to `high`. */
function findStartCode(head: Buffer, low: number, high: number): number {
  for (let at = head.indexOf(START_CODE_PREFIX); at !== -1; ) {
    const code = head[at + 3] ?? -1
    if (code >= low && code <= high) return at
    at = head.indexOf(START_CODE_PREFIX, at + 3)
  }
  return -1
}

/**
 * MPEG-4 Part 2's video object layer header (ISO 14496-2 6.2.3), far enough to reach its
 * 13-bit width and height (the codec ffmpeg uses for 4096x1, decision 006).
 */
function mpeg4(head: Buffer, at: number): VideoHeader {
  const bits = new BitReader(head.subarray(at + 4, at + 64))
  bits.skip(1 + 8) // random_accessible_vol, video_object_type_indication
  let verid = 1
  if (bits.read(1)) {
    verid = bits.read(4)
    bits.skip(3)
  }
  if (bits.read(4) === 15) bits.skip(16) // aspect_ratio_info: extended PAR
  if (bits.read(1)) {
    bits.skip(3) // chroma_format, low_delay
    if (bits.read(1)) bits.skip(79) // vbv_parameters
  }
  const shape = bits.read(2)
  if (shape === 3 && verid !== 1) bits.skip(4)
  if (shape !== 0) fail('has a non-rectangular MPEG-4 video layer')
  bits.skip(1)
  const resolution = bits.read(16)
  bits.skip(1)
  // A fixed VOP rate gives each frame's increment; ffmpeg sets none and counts its time base,
  // one tick a frame, in the resolution.
  let increment = 1
  if (bits.read(1)) increment = bits.read(Math.max(1, Math.ceil(Math.log2(resolution))))
  if (resolution === 0 || increment === 0) fail('has no time base in its MPEG-4 video layer')
  bits.skip(1)
  const width = bits.read(13)
  bits.skip(1)
  const height = bits.read(13)
  return { width, height, codec: 'mpeg4', fps: resolution / increment }
}

/**
 * Whether a packet (or the program end code) ends exactly where the file does: a file cut
 * inside a packet leaves that packet's length pointing past the end. (A cut exactly between
 * two packets cannot be seen from the stream's own bytes, nor by ffprobe.)
 */
async function endsWhole(source: ByteSource): Promise<boolean> {
  const from = Math.max(0, source.size - TAIL_BYTES)
  const tail = await source.read(from, TAIL_BYTES)
  for (let at = tail.indexOf(START_CODE_PREFIX); at !== -1; ) {
    const code = tail[at + 3] ?? 0
    const end =
      code === PROGRAM_END
        ? at + 4
        : code >= FIRST_SYSTEM_PACKET && at + 6 <= tail.length
          ? at + 6 + tail.readUInt16BE(at + 4)
          : -1
    if (from + end === source.size) return true
    at = tail.indexOf(START_CODE_PREFIX, at + 3)
  }
  return false
}

/** An MPEG program stream: a pack first, a packet ending at the end, and its video's header. */
export async function readMpegHeader(source: ByteSource): Promise<VideoHeader> {
  const head = await source.read(0, HEAD_BYTES)
  if (!head.subarray(0, 4).equals(PACK_START)) fail('does not start with a pack header')
  if (!(await endsWhole(source))) fail('is cut short inside a packet')
  // The video stream's first start code tells MPEG-1/2 (a sequence header) from MPEG-4
  // Part 2 (a visual object sequence), whose group-of-VOPs code is also 00 00 01 B3.
  const first = findStartCode(head, 0, PROGRAM_END - 1)
  if (first !== -1 && head[first + 3] === SEQUENCE_HEADER_CODE) return mpeg12(head, first)
  const layer = findStartCode(head, 0x20, 0x2f)
  if (first !== -1 && layer !== -1) return mpeg4(head, layer)
  return fail('has no video sequence header')
}
