import { readFile } from 'node:fs/promises'
import type { Download } from '@playwright/test'

/** A GIF's logical screen size: bytes 6-9 of its header, two little-endian 16-bit numbers. */
export async function gifSize(download: Download) {
  const file = await readFile(await download.path())
  return {
    signature: file.subarray(0, 6).toString('latin1'),
    width: file.readUInt16LE(6),
    height: file.readUInt16LE(8),
  }
}
