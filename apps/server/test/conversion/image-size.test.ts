import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageSize, type RasterType } from '../../src/services/uploads/image-size.ts'
import { pictureFile, scratchDir } from './media-fixtures.ts'

let scratch: Awaited<ReturnType<typeof scratchDir>>
beforeAll(async () => {
  scratch = await scratchDir()
})
afterAll(() => scratch.remove())

const sizeOf = async (name: string, filter: string, type: RasterType) =>
  imageSize(await readFile(await pictureFile(path.join(scratch.dir, name), filter)), type)

describe("a sign logo's size, from its header", () => {
  it.each([
    ['odd.png', 'color=c=red:s=333x77,format=rgb24', 'image/png'],
    ['odd.jpg', 'color=c=red:s=333x77,format=rgb24', 'image/jpeg'],
    ['lossy.webp', 'color=c=red:s=333x77,format=rgb24', 'image/webp'],
    ['alpha.webp', 'color=c=red@0.5:s=333x77,format=rgba', 'image/webp'],
  ] as const)('reads %s as 333x77', async (name, filter, type) => {
    expect(await sizeOf(name, filter, type)).toEqual({ width: 333, height: 77 })
  })

  it('walks past the segments a JPEG carries before its frame', async () => {
    const jpeg = await readFile(
      await pictureFile(path.join(scratch.dir, 'e.jpg'), 'color=c=blue:s=40x30'),
    )
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x40, 0x02]), Buffer.alloc(0x4000)])
    const padded = Buffer.concat([jpeg.subarray(0, 2), comment, comment, jpeg.subarray(2)])
    expect(imageSize(padded, 'image/jpeg')).toEqual({ width: 40, height: 30 })
  })

  it('says nothing of a header it cannot read', () => {
    expect(imageSize(Buffer.from('not a picture at all, not at all'), 'image/png')).toBeNull()
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'image/jpeg')).toBeNull()
    expect(imageSize(Buffer.alloc(40), 'image/webp')).toBeNull()
  })
})
