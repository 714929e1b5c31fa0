import { type ByteSource, unreadable, type VideoHeader } from './byte-source.ts'

// The moov box of a 5-minute clip is a few hundred KB; anything far larger is not ffmpeg's.
const MAX_MOOV_BYTES = 64 * 1024 * 1024
const CODECS: Record<string, string> = { avc1: 'h264', avc3: 'h264' }

interface Box {
  type: string
  /** The payload's first byte and the box's end, in the buffer or file the box is in. */
  start: number
  end: number
}

const fail = (reason: string): never => unreadable('mp4', reason)

/** The boxes that tile `bytes` from `start` to `end`; a box running past the end fails. */
function children(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = []
  let offset = start
  while (offset < end) {
    if (offset + 8 > end) fail('has a box header cut short')
    const size = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    if (size < 8 || offset + size > end) fail(`has a ${type} box running past its parent`)
    boxes.push({ type, start: offset + 8, end: offset + size })
    offset += size
  }
  return boxes
}

function child(bytes: Buffer, parent: Box, type: string): Box {
  return (
    children(bytes, parent.start, parent.end).find((box) => box.type === type) ??
    fail(`has no ${type} box in ${parent.type}`)
  )
}

/** Walks the top-level boxes (which must cover the file exactly) and returns the moov. */
async function readMoov(source: ByteSource): Promise<Buffer> {
  let moov: Buffer | undefined
  let offset = 0
  while (offset < source.size) {
    const head = await source.read(offset, 16)
    if (head.length < 8) fail('is cut short in a box header')
    let size = head.readUInt32BE(0)
    const type = head.toString('latin1', 4, 8)
    let headerBytes = 8
    if (size === 1) {
      if (head.length < 16) fail('is cut short in a box header')
      size = Number(head.readBigUInt64BE(8))
      headerBytes = 16
    } else if (size === 0) size = source.size - offset
    if (size < headerBytes || offset + size > source.size) fail(`is cut short in its ${type} box`)
    if (type === 'moov') {
      if (size > MAX_MOOV_BYTES) fail('has an implausibly large moov box')
      moov = await source.read(offset + headerBytes, size - headerBytes)
    }
    offset += size
  }
  return moov ?? fail('has no moov box')
}

/**
 * The track's rate: its media timescale (mdhd) over the sample duration that most of its
 * samples have (stts); ffmpeg writes one entry for a constant-rate file, the last frame
 * sometimes apart.
 */
function trackRate(moov: Buffer, mdia: Box, stbl: Box): number {
  const mdhd = child(moov, mdia, 'mdhd')
  const version = moov[mdhd.start] ?? 0
  const timescaleAt = mdhd.start + (version === 1 ? 20 : 12)
  if (timescaleAt + 4 > mdhd.end) fail('has a mdhd box cut short')
  const timescale = moov.readUInt32BE(timescaleAt)
  const stts = child(moov, stbl, 'stts')
  const entries = stts.end - stts.start >= 8 ? moov.readUInt32BE(stts.start + 4) : 0
  if (entries < 1 || stts.start + 8 + entries * 8 > stts.end) fail('has no sample durations')
  let most = { count: 0, delta: 0 }
  for (let at = stts.start + 8; at < stts.start + 8 + entries * 8; at += 8) {
    const count = moov.readUInt32BE(at)
    if (count > most.count) most = { count, delta: moov.readUInt32BE(at + 4) }
  }
  if (timescale === 0 || most.delta === 0) fail('has a video track with no time scale')
  return timescale / most.delta
}

/**
 * The first video track's rate and sample entry: its codec (avc1/avc3 is H.264) and its width and
 * height. The moov box is read wherever it is (+faststart puts it first).
 */
export async function readMp4Header(source: ByteSource): Promise<VideoHeader> {
  const moov = await readMoov(source)
  for (const trak of children(moov, 0, moov.length).filter((box) => box.type === 'trak')) {
    const mdia = child(moov, trak, 'mdia')
    const hdlr = child(moov, mdia, 'hdlr')
    if (hdlr.end - hdlr.start < 12) fail('has a hdlr box cut short')
    if (moov.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide') continue
    const stbl = child(moov, child(moov, mdia, 'minf'), 'stbl')
    const stsd = child(moov, stbl, 'stsd')
    // Full box (4) + entry count (4), then a VisualSampleEntry: size, type, 6 reserved, data
    // reference index (2), 16 bytes of pre-defined and reserved fields, width, height.
    const entry = stsd.start + 8
    if (entry + 36 > stsd.end || moov.readUInt32BE(stsd.start + 4) < 1) {
      fail('has no video sample entry')
    }
    const fourcc = moov.toString('latin1', entry + 4, entry + 8)
    return {
      fps: trackRate(moov, mdia, stbl),
      width: moov.readUInt16BE(entry + 32),
      height: moov.readUInt16BE(entry + 34),
      codec: CODECS[fourcc] ?? fourcc,
    }
  }
  return fail('has no video track')
}
