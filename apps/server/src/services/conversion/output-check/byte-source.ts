import { open } from 'node:fs/promises'
import { ConversionError } from '../conversion-error.ts'

/** Random access to a file's bytes: a parser reads only the few it needs. */
export interface ByteSource {
  size: number
  /** Up to `length` bytes from `offset`; fewer only at the end of the file. */
  read(offset: number, length: number): Promise<Buffer>
}

/** A video header's facts, in ffprobe's words (its codec names). */
export interface VideoHeader {
  width: number
  height: number
  codec: string
  /** Frames a second as the container states it (GIF: its first frame's delay). */
  fps: number
}

export function bufferSource(bytes: Buffer): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, offset + length),
  }
}

export async function withFileSource<T>(
  file: string,
  use: (source: ByteSource) => Promise<T>,
): Promise<T> {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    return await use({
      size,
      read: async (offset, length) => {
        const wanted = Math.max(0, Math.min(length, size - offset))
        const buffer = Buffer.alloc(wanted)
        const { bytesRead } = await handle.read(buffer, 0, wanted, offset)
        return buffer.subarray(0, bytesRead)
      },
    })
  } finally {
    await handle.close()
  }
}

/** The file is not the whole, readable container it should be. */
export function unreadable(container: string, reason: string): never {
  throw new ConversionError('bad-output', `ffmpeg wrote a ${container} file that ${reason}`)
}
