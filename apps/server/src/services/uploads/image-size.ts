/** A raster logo's width and height in pixels, read from its header. */
export interface ImageSize {
  width: number
  height: number
}

/** Where a sign logo's header says its size: PNG, JPEG and WebP. */
export type RasterType = 'image/png' | 'image/jpeg' | 'image/webp'

/** PNG: the IHDR chunk, first after the signature. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** The JPEG markers that start a frame and say its size (SOF0-15 but DHT, JPG and DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** JPEG: the first start-of-frame segment, found by walking the segments before it. */
function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (isStartOfFrame(marker)) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) }
    }
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  return null
}

/** WebP: a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 30) return null
  const chunk = bytes.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
  }
  return null
}

/** The picture's size from the start of its file, or null when the header does not say. */
export function imageSize(bytes: Buffer, type: RasterType): ImageSize | null {
  const size =
    type === 'image/png'
      ? pngSize(bytes)
      : type === 'image/jpeg'
        ? jpegSize(bytes)
        : webpSize(bytes)
  return size && size.width > 0 && size.height > 0 ? size : null
}
