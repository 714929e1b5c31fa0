import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CONTENT_PAGE_SLUGS, type Product } from '@marquee/core'
import { count as countRows, gt } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config/config.ts'
import { type Database, type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import {
  blogPosts,
  categories,
  contentPages,
  discounts,
  orders,
  plans,
  products,
  reviews,
  subscriptions,
  users,
} from '../../src/db/schema.ts'
import { seedProducts } from '../../src/seed/catalog-data.ts'
import { migrateAndSeed } from '../../src/seed/prepare-database.ts'
import { createPostgresDatabase, createTestDatabase } from '../helpers/test-database.ts'

const scratch = mkdtempSync(path.join(tmpdir(), 'marquee-shop-seed-'))
let shop: DatabaseHandle
let demo: DatabaseHandle
let app: FastifyInstance
let dropShop: () => Promise<void> = async () => {}

/** A new, empty database on the server the tests run on, seeded as production seeds it. */
async function openShopDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return migrateAndSeed(await openDatabase({ kind: 'pglite' }), 'shop')
  const empty = await createPostgresDatabase(adminUrl)
  dropShop = empty.drop
  return migrateAndSeed(await openDatabase({ kind: 'postgres', url: empty.url }), 'shop')
}

beforeAll(async () => {
  shop = await openShopDatabase()
  demo = await createTestDatabase()
  const webDist = path.join(scratch, 'web')
  mkdirSync(webDist)
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Marquee</title></head><body><div id="root"></div></body></html>',
  )
  const config = loadConfig({
    DATA_DIR: path.join(scratch, 'data'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PAYMENTS: 'sandbox',
    WEB_DIST_DIR: webDist,
  })
  app = await buildApp({ config, database: shop })
  await app.ready()
}, 120_000)

afterAll(async () => {
  await app?.close()
  await shop?.close()
  await demo?.close()
  await dropShop()
  rmSync(scratch, { recursive: true, force: true })
})

const rows = async (db: Database, table: PgTable) => {
  const [row] = await db.select({ n: countRows() }).from(table)
  return row?.n ?? 0
}

describe('a production database is seeded with what the shop sells, and nothing made up', () => {
  it('has the clips, categories, plans and blog', async () => {
    expect(await rows(shop.db, products)).toBe(seedProducts.length)
    expect(await rows(shop.db, categories)).toBeGreaterThan(0)
    expect(await rows(shop.db, plans)).toBe(3)
    expect(await rows(shop.db, blogPosts)).toBeGreaterThan(0)
  })

  it("has the shop's own about, FAQ and policy pages to edit, with their real words", async () => {
    expect(await rows(shop.db, contentPages)).toBe(CONTENT_PAGE_SLUGS.length)
    const about = await app.inject('/api/pages/about-us')
    expect(about.statusCode).toBe(200)
    expect(about.json().intro).toContain('Marquee makes short, looping animations')
  })

  it('has no accounts, orders, subscriptions, coupons or reviews, and no clip has a rating', async () => {
    for (const table of [users, orders, subscriptions, discounts, reviews]) {
      expect(await rows(shop.db, table)).toBe(0)
    }
    expect(await shop.db.select().from(products).where(gt(products.rating, 0))).toEqual([])
  })

  it('adds no demo data when the same database is later started outside production', async () => {
    await migrateAndSeed({ ...shop, close: async () => {} }, 'demo')
    for (const table of [users, discounts, reviews]) expect(await rows(shop.db, table)).toBe(0)
    expect(await rows(shop.db, products)).toBe(seedProducts.length)
  })

  it('lists every clip unreviewed and unrated, and its page claims no rating to search engines', async () => {
    const listed = (await app.inject('/api/products')).json() as Product[]
    expect(listed).toHaveLength(seedProducts.length)
    expect(listed.filter((product) => product.reviews.length > 0 || product.rating > 0)).toEqual([])
    const [first] = listed
    const page = await app.inject(`/shop/shop-details/${first?.id}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('application/ld+json')
    expect(page.body).not.toContain('aggregateRating')
    expect(page.body).not.toContain('"rating"')
  })
})

describe('the demo database', () => {
  it('keeps its accounts, coupons, reviews and ratings', async () => {
    expect(await rows(demo.db, users)).toBeGreaterThanOrEqual(3)
    expect(await rows(demo.db, discounts)).toBeGreaterThanOrEqual(3)
    expect(await rows(demo.db, reviews)).toBeGreaterThan(0)
    expect(await rows(demo.db, products)).toBe(seedProducts.length)
    expect(await demo.db.select().from(products).where(gt(products.rating, 0))).not.toEqual([])
  })
})
