import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSyntheticProducts } from '../../src/seed/synthetic/index.ts'
import { settleCatalog } from '../helpers/catalog.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
  await addSyntheticProducts(testApp.database.db, { count: 80, seed: 11 })
  await settleCatalog(testApp.app)
})

afterAll(async () => {
  await testApp.close()
})

interface Suggestion {
  kind: 'product' | 'category'
  label: string
  productId?: number
}

async function suggest(q: string): Promise<Suggestion[]> {
  const response = await testApp.app.inject(`/api/products/suggest?q=${encodeURIComponent(q)}`)
  expect(response.statusCode).toBe(200)
  return response.json().suggestions
}

describe('GET /api/products/suggest', () => {
  it('offers matching categories first, then product titles with their ids', async () => {
    const suggestions = await suggest('oil ch')
    expect(suggestions[0]).toEqual({ kind: 'category', label: 'Oil Change' })
    expect(suggestions).toContainEqual({
      kind: 'product',
      label: 'Oil Change Special',
      productId: expect.any(Number),
    })
  })

  it('completes the word being typed and forgives a typo in it', async () => {
    for (const q of ['headl', 'hedl', 'headlihgt', 'tire sa']) {
      const labels = (await suggest(q)).map((suggestion) => suggestion.label)
      expect(
        labels.some((label) => /headlight|tire sale/i.test(label)),
        q,
      ).toBe(true)
    }
  })

  it('names a category by its parent title too', async () => {
    expect(await suggest('restau')).toContainEqual({ kind: 'category', label: 'Restaurants' })
  })

  it('gives at most eight, each title once', async () => {
    const suggestions = await suggest('b')
    const many = await suggest('bo')
    for (const list of [suggestions, many]) {
      expect(list.length).toBeLessThanOrEqual(8)
      expect(new Set(list.map((item) => item.label)).size).toBe(list.length)
    }
    expect(many.length).toBe(8)
  })

  it('offers nothing for text the catalogue lacks', async () => {
    expect(await suggest('xyzzyq')).toEqual([])
  })
})
