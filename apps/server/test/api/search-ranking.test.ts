import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProducts, makeSyntheticProduct } from '../../src/seed/synthetic/index.ts'
import { listedCount, untilShopLists } from '../helpers/catalog.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

/** A clip whose every text field is chosen, so only these words can match it. */
function clip(title: string, text: { sm_desc?: string; details?: string } = {}) {
  return makeSyntheticProduct({
    title,
    sm_desc: text.sm_desc ?? 'A looping clip.',
    details: { details_text: text.details ?? '', details_list: [], details_text_2: '' },
    category: 'Events',
    parentCategory: 'Community',
    brand: 'Halo Frames',
  })
}

beforeAll(async () => {
  testApp = await createTestApp()
  const seeded = await listedCount(testApp.app)
  await insertProducts(testApp.database.db, [
    // Says "tire sale countdown" far more often than the seeded clip of that exact title.
    clip('Tire Sale Countdown Tire Sale Countdown Mega', {
      sm_desc: 'Tire sale countdown, tire sale countdown, tire sale countdown.',
    }),
    clip('Harbor Lights Teaser'),
    clip('Harbor Lights Teaser'),
    clip('Quiet Morning Loop', { details: 'Calm zephyr of colour' }),
    clip('Zephyr Beacon Loop'),
  ])
  await untilShopLists(testApp.app, seeded + 5)
})

afterAll(async () => {
  await testApp.close()
})

async function titles(query: string): Promise<string[]> {
  const response = await testApp.app.inject(`/api/products/search?${query}`)
  expect(response.statusCode).toBe(200)
  return response.json().results.map((product: { title: string }) => product.title)
}

describe('ranking', () => {
  it('puts an exact title match first, above a stronger text match', async () => {
    expect((await titles('q=tire%20sale'))[0]).toBe('Tire Sale Countdown Tire Sale Countdown Mega')
    expect((await titles('q=Tire%20Sale%20Countdown'))[0]).toBe('Tire Sale Countdown')
    expect((await titles('q=tire-sale-countdown'))[0]).toBe('Tire Sale Countdown')
  })

  it('ranks a title match above a match in the details', async () => {
    expect(await titles('q=zephyr')).toEqual(['Zephyr Beacon Loop', 'Quiet Morning Loop'])
  })

  it('orders equal matches by id, the same on every request', async () => {
    const response = await testApp.app.inject('/api/products/search?q=harbor')
    const ids = response.json().results.map((product: { id: number }) => product.id)
    expect(ids).toHaveLength(2)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })
})
