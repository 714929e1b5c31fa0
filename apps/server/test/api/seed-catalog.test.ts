import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Product } from '@marquee/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema.ts'
import { seedMasterFile } from '../../src/seed/seed-clip-facts.ts'
import { serverRoot } from '../../src/server-root.ts'
import { clipFacts } from '../../src/services/conversion/clip-facts.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/** The public file behind a /media/ address. */
const publicFile = (address: string) =>
  path.join(serverRoot, 'media', address.replace(/^\/media\//, ''))

let testApp: TestApp
let catalog: Product[]

beforeAll(async () => {
  testApp = await createTestApp()
  catalog = (await testApp.app.inject('/api/products')).json()
})

afterAll(async () => {
  await testApp.close()
})

describe('the seeded demo catalog', () => {
  it('points every product at a clip, poster and thumbnail that exist', () => {
    const missing = catalog.flatMap((product) =>
      [
        product.videoLink,
        product.img,
        product.thumb_img,
        product.banner_img,
        ...product.related_images,
      ]
        .filter((address) => !existsSync(publicFile(address)))
        .map((address) => `${product.title}: ${address}`),
    )
    expect(missing).toEqual([])
  })

  it('keeps a clean master of every clip apart from the public files', () => {
    const missing = catalog
      .filter((product) => !existsSync(seedMasterFile(product.videoLink)))
      .map((product) => product.title)
    expect(missing).toEqual([])
    expect(seedMasterFile('/media/products/a/clip.mp4')).not.toContain(
      `${path.sep}media${path.sep}`,
    )
  })

  it('stores the facts of every clip, read from the clip, in the database', async () => {
    const rows = await testApp.database.db.select().from(products)
    expect(rows).toHaveLength(catalog.length)
    for (const row of rows) {
      expect(row, row.slug).toMatchObject({
        clipDurationMs: 4000,
        clipFps: 25,
        clipWidth: 384,
        clipHeight: 192,
        clipSeamlessLoop: true,
      })
      // Every demo clip has a bottom line of text of 5 to 8 rows of its 4-pixel dots.
      expect(row.clipTextHeight, row.slug).toBeGreaterThanOrEqual(18)
      expect(row.clipTextHeight, row.slug).toBeLessThanOrEqual(34)
    }
  })

  it('answers the stored facts with each product, as the clip itself gives them', async () => {
    const party = catalog.find((product) => product.title === 'Happy Hour Cocktails')
    expect(party?.clip_facts).toEqual({
      duration_seconds: 4,
      fps: 25,
      width: 384,
      height: 192,
      seamless_loop: true,
      text_height: expect.any(Number),
    })
    expect(await clipFacts(seedMasterFile(party?.videoLink ?? ''))).toEqual(party?.clip_facts)
  })

  it('keeps every poster small enough for the grid', () => {
    for (const product of catalog) {
      expect(statSync(publicFile(product.img)).size, product.title).toBeLessThanOrEqual(20_000)
    }
  })
})
