import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, brands, categories, productMediaJobs, products } from '../../src/db/schema.ts'
import { createProduct } from '../../src/services/catalog/product-writes.ts'
import { sourceClip } from '../../src/services/downloads/source-clip.ts'
import type { LocalStore } from '../../src/services/storage/local-store.ts'
import { adminHeaders } from '../helpers/admin.ts'
import { createTestApp, type TestApp } from '../helpers/test-app.ts'

/**
 * The media job of an uploaded master: poster, thumbnail and preview in storage at the
 * catalogue's sizes, the clip pointing at them, the master its new conversion source, and
 * the master's facts read.
 */
const MEDIA = path.resolve(import.meta.dirname, '../../media/products')
const CLIP = path.resolve(
  import.meta.dirname,
  '../../masters/products/tire-sale-countdown/clip.mp4',
)
const POSTER = path.join(MEDIA, 'tire-sale-countdown/poster.webp')

let testApp: TestApp
let headers: Record<string, string>
const noAudit = async () => {}
const LIMIT = 150_000

beforeAll(async () => {
  testApp = await createTestApp({
    QUEUE_POLL_INTERVAL_SECONDS: '0.5',
    WORKER_CONCURRENCY: '1',
    MASTER_UPLOAD_MAX_BYTES: String(LIMIT),
  })
  headers = await adminHeaders(testApp.app)
})

const upload = (productId: number, body: Buffer, contentType = 'video/mp4') =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/catalogue/products/${productId}/master`,
    payload: body,
    headers: { ...headers, 'content-type': contentType },
  })

afterAll(async () => {
  await testApp.close()
})

async function newClip(slug: string) {
  const { db } = testApp.database
  const [category] = await db.select().from(categories).where(eq(categories.title, 'Tires'))
  const [brand] = await db.select().from(brands).limit(1)
  return createProduct(testApp.app.catalogWrites, noAudit, {
    title: `Media ${slug}`,
    slug,
    description: 'A clip made in a test.',
    price: 12.5,
    oldPrice: null,
    categoryId: category?.id ?? 0,
    brandId: brand?.id ?? 0,
    sizes: [],
    colors: [],
    dimension: '',
    quantity: 10,
    status: 'in-stock',
    isNew: true,
    trending: false,
  })
}

/** Width and height of a picture or clip, by ffprobe (pictures are not sources, so not probeMedia). */
function dimensions(file: string): [number, number] {
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height'],
    ...['-of', 'csv=p=0', file],
  ])
  const [width, height] = out.toString().trim().split(',').map(Number)
  return [width ?? 0, height ?? 0]
}

const storeFiles = (productId: number) => {
  const store = testApp.app.downloads.store as LocalStore
  try {
    return readdirSync(path.join(store.root, 'catalog', String(productId)), { recursive: true })
  } catch {
    return []
  }
}

describe('a master clip upload', () => {
  it('makes a poster, thumbnail and preview at the right sizes and makes the master the source', async () => {
    const clip = await newClip('media-job-clip')
    const answer = await upload(clip.id, readFileSync(CLIP))
    expect(answer.statusCode, answer.body).toBe(202)
    const job = answer.json()
    expect(job).toMatchObject({ status: 'queued', progress: 0, productId: clip.id })

    const seen = new Set<number>()
    const done = await vi.waitFor(
      async () => {
        const polled = await testApp.app.inject({
          url: `/api/admin/catalogue/media-jobs/${job.id}`,
          headers,
        })
        seen.add(polled.json().progress)
        expect(polled.json().status).toBe('done')
        return polled.json()
      },
      { timeout: 60_000, interval: 100 },
    )
    expect(done.progress).toBe(1)
    expect(Math.max(...seen)).toBe(1)
    const [audited] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.upload-master'))
    expect(audited).toMatchObject({ entityId: String(clip.id), before: { masterVersion: null } })

    const [product] = await testApp.database.db
      .select()
      .from(products)
      .where(eq(products.id, clip.id))
    const store = testApp.app.downloads.store as LocalStore
    const sizes: Record<string, [number, number]> = {
      img: [384, 192],
      thumbImg: [240, 120],
      videoLink: [384, 192],
    }
    for (const [column, [width, height]] of Object.entries(sizes)) {
      const url = product?.[column as 'img'] ?? ''
      expect(url).toMatch(/^\/catalog-media\/catalog\/\d+\/[0-9a-f]{16}\//)
      const made = dimensions(store.fileOf(url.slice('/catalog-media/'.length)))
      expect({ column, size: made }).toEqual({ column, size: [width, height] })
      const served = await testApp.app.inject(url)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toMatch(
        column === 'videoLink' ? /^video\/mp4/ : /^image\/webp/,
      )
    }
    // The master itself is never public.
    expect((await testApp.app.inject(`/catalog-media/${product?.masterKey}`)).statusCode).toBe(404)

    // The master's facts, its smallest text included, are kept for the product page.
    expect(product).toMatchObject({
      clipDurationMs: 4000,
      clipFps: 25,
      clipWidth: 384,
      clipHeight: 192,
      clipSeamlessLoop: true,
    })
    expect(product?.clipTextHeight).toBeGreaterThanOrEqual(28)
    expect(product?.clipTextHeight).toBeLessThanOrEqual(34)

    const source = await sourceClip(testApp.database.db, '/nowhere', clip.id)
    expect(source?.version).toBe(product?.masterVersion)
    expect(source?.place).toEqual({ storageKey: product?.masterKey })
  })

  it('refuses a picture or a text file with a clear message and stores nothing', async () => {
    const clip = await newClip('media-job-refused')
    const picture = await upload(clip.id, readFileSync(POSTER))
    expect(picture.statusCode).toBe(400)
    expect(picture.json().message).toMatch(/^file: this is not a video clip the store can read/)
    const text = await upload(
      clip.id,
      readFileSync(import.meta.filename),
      'application/octet-stream',
    )
    expect(text.statusCode).toBe(400)
    expect(text.json().message).toMatch(/^file: /)
    const large = await upload(clip.id, Buffer.alloc(LIMIT + 1))
    expect(large.statusCode).toBe(413)
    expect(large.json().message).toMatch(/^file: the clip is larger than/)
    const html = await upload(clip.id, Buffer.from('<p>hi</p>'), 'text/html')
    expect(html.statusCode).toBe(415)
    expect(storeFiles(clip.id)).toEqual([])
    const jobs = await testApp.database.db
      .select()
      .from(productMediaJobs)
      .where(eq(productMediaJobs.productId, clip.id))
    expect(jobs).toEqual([])
  })
})
