import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, brands, categories, products } from '../../src/db/schema.ts'
import { adminTestStore } from '../helpers/admin.ts'

/** The back office's categories and brands: listed with their clip counts, renamed, deleted. */
const store = adminTestStore({ WORKER_CONCURRENCY: '0' })

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  store.app.inject({ method, url: `/api/admin/catalogue${url}`, headers: store.admin, payload })

const auditOf = (entity: string, id: number) =>
  store.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id)

describe('categories and brands in the back office', () => {
  it('lists each with how many clips use it', async () => {
    const { db } = store
    const [clip] = await db.select().from(products).limit(1)
    const taxonomy = (await call('GET', '/taxonomy')).json()
    const category = taxonomy.categories.find((c: { id: number }) => c.id === clip?.categoryId)
    const brand = taxonomy.brands.find((b: { id: number }) => b.id === clip?.brandId)
    const inCategory = await db.$count(products, eq(products.categoryId, clip?.categoryId ?? 0))
    expect(category.clips).toBe(inCategory)
    expect(brand.clips).toBeGreaterThan(0)
  })

  it('creates, renames and deletes an unused brand, each audited with before and after', async () => {
    const created = await call('POST', '/brands', { name: 'Glow Signs' })
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect(created.json()).toEqual({ id, name: 'Glow Signs', clips: 0 })
    const renamed = await call('PATCH', `/brands/${id}`, { name: 'Glow Signs Co' })
    expect(renamed.json()).toMatchObject({ name: 'Glow Signs Co' })
    const deleted = await call('DELETE', `/brands/${id}`)
    expect(deleted.statusCode).toBe(204)
    const { db } = store
    expect(await db.select().from(brands).where(eq(brands.id, id))).toEqual([])
    const entries = await auditOf('brand', id)
    expect(entries.map((entry) => entry.action)).toEqual([
      'brand.create',
      'brand.update',
      'brand.delete',
    ])
    expect(entries[2]).toMatchObject({ before: { name: 'Glow Signs Co' }, after: null })
  })

  it('deletes an unused category, audited', async () => {
    const created = (
      await call('POST', '/categories', { title: 'Car Wash', parentId: null })
    ).json()
    expect(created).toMatchObject({ title: 'Car Wash', parentId: null, clips: 0 })
    expect((await call('DELETE', `/categories/${created.id}`)).statusCode).toBe(204)
    const [entry] = await auditOf('category', created.id).then((rows) => rows.slice(-1))
    expect(entry).toMatchObject({ action: 'category.delete', before: { title: 'Car Wash' } })
  })

  it('refuses to delete a category or brand in use, saying how many clips use it', async () => {
    const { db } = store
    const [clip] = await db.select().from(products).limit(1)
    const [category] = await db
      .select()
      .from(categories)
      .where(eq(categories.id, clip?.categoryId ?? 0))
    const inCategory = await db.$count(products, eq(products.categoryId, category?.id ?? 0))
    const refused = await call('DELETE', `/categories/${category?.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      message: `id: ${category?.title} is used by ${inCategory} clip${inCategory === 1 ? '' : 's'}; move them to another category first`,
    })
    const brandRefused = await call('DELETE', `/brands/${clip?.brandId}`)
    expect(brandRefused.statusCode).toBe(409)
    expect(brandRefused.json().message).toMatch(/^id: .+ is used by \d+ clips?; move them/)
    expect(
      await db
        .select()
        .from(brands)
        .where(eq(brands.id, clip?.brandId ?? 0)),
    ).toHaveLength(1)
    expect(await auditOf('brand', clip?.brandId ?? 0)).toEqual([])
  })

  it('refuses to delete a parent category, which would take its subcategories with it', async () => {
    const parent = (
      await call('POST', '/categories', { title: 'Detailing', parentId: null })
    ).json()
    const child = (await call('POST', '/categories', { title: 'Wax', parentId: parent.id })).json()
    const refused = await call('DELETE', `/categories/${parent.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'id: Detailing has subcategories; delete or move them first',
    )
    const { db } = store
    expect(await db.select().from(categories).where(eq(categories.id, child.id))).toHaveLength(1)
  })

  it('answers 404 for an unknown one and 400 naming the field for bad input', async () => {
    expect((await call('DELETE', '/brands/999999')).statusCode).toBe(404)
    expect((await call('DELETE', '/categories/999999')).statusCode).toBe(404)
    const blank = await call('POST', '/brands', { name: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toMatch(/^name: /)
    const long = await call('POST', '/categories', { title: 'x'.repeat(81), parentId: null })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toMatch(/^title: /)
    const badId = await call('DELETE', '/brands/abc')
    expect(badId.statusCode).toBe(400)
    expect(badId.json().message).toMatch(/^id: /)
  })
})
