import type { ConversionSpec } from '@marquee/core'
import { readAviHeader } from './avi-header.ts'
import { type ByteSource, unreadable, type VideoHeader, withFileSource } from './byte-source.ts'
import { readGifHeader } from './gif-header.ts'
import { readMp4Header } from './mp4-header.ts'
import { readMpegHeader } from './mpeg-header.ts'
import { readBmpHeader, readPngHeader } from './still-header.ts'

type FileType = ConversionSpec['format']

const READERS: Record<FileType, (source: ByteSource) => Promise<VideoHeader>> = {
  mp4: readMp4Header,
  avi: readAviHeader,
  mpeg: readMpegHeader,
  gif: readGifHeader,
  png: readPngHeader,
  bmp: readBmpHeader,
}

/**
 * The size and codec a converted file's container header states, read in-process from a
 * few KB of it (an ffprobe start costs ~60 ms of CPU); rejects with ConversionError
 * 'bad-output' when the file is not a whole file of that type.
 */
export function readOutputHeader(file: string, format: FileType): Promise<VideoHeader> {
  return withFileSource(file, (source) => readHeader(source, format))
}

export async function readHeader(source: ByteSource, format: FileType): Promise<VideoHeader> {
  try {
    return await READERS[format](source)
  } catch (error) {
    // A length field pointing past the bytes read: the header is cut short or corrupt.
    if (error instanceof RangeError) unreadable(format, 'is cut short or corrupt in its header')
    throw error
  }
}
