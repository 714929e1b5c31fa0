import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, personalizationTemplates, products } from '../../src/db/schema.ts'
import { adminTestStore, customerHeaders } from '../helpers/admin.ts'

/**
 * The back office's template editor: staff make a clip personalisable, replace its template
 * or make it plain again; the product page shows each change at once; bad templates are
 * refused naming the field and leave the table as it was.
 */
const store = adminTestStore({ WORKER_CONCURRENCY: '0' })

const field = {
  name: 'headline',
  label: 'Your headline',
  default: 'HELLO',
  maxLength: 12,
  upperCase: true,
  box: { x: 0.1, y: 0.1, width: 0.8, height: 0.3 },
  font: 'pixel',
  color: '#ffcc00',
  backdrop: null,
  align: 'center',
  animation: 'still',
  start: 0,
  end: 1,
}

async function clipId(slug = 'bubble-car-wash-loop') {
  const [row] = await store.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug))
  if (!row) throw new Error(`no clip ${slug}`)
  return row.id
}

const slot = {
  label: 'Your logo',
  box: { x: 0.05, y: 0.05, width: 0.3, height: 0.4 },
  start: 0,
  end: 2,
}

const url = (id: number) => `/api/admin/catalogue/products/${id}/personalization`

function call(
  method: 'GET' | 'PUT' | 'DELETE',
  id: number,
  payload?: object,
  headers = store.admin,
) {
  return store.app.inject({ method, url: url(id), headers, ...(payload ? { payload } : {}) })
}

const templateRow = async (id: number) =>
  (
    await store.db
      .select()
      .from(personalizationTemplates)
      .where(eq(personalizationTemplates.productId, id))
  )[0] ?? null

async function shopTemplate(id: number) {
  const response = await store.app.inject(`/api/productDetails/${id}`)
  expect(response.statusCode).toBe(200)
  return response.json().personalization
}

const auditOf = (id: number, action: string) =>
  store.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, action)))

describe('the template editor API', () => {
  it('reads a plain clip: no template, and the clip its boxes are placed on', async () => {
    const response = await call('GET', await clipId())
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.template).toBeNull()
    expect(body.sourceVersion).toBeNull()
    expect(body.clipVersion).toMatch(/^[0-9a-f]{16}$/)
    expect(body.clip.durationSeconds).toBeGreaterThan(1)
    expect(body.clip.width).toBeGreaterThan(0)
  })

  it('saves, replaces and removes a template; the product page shows each at once, audited', async () => {
    const id = await clipId()
    expect(await shopTemplate(id)).toBeNull() // warms the product page's cache

    const saved = await call('PUT', id, { fields: [field] })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().template.fields[0]).toMatchObject({ name: 'headline', font: 'pixel' })
    expect(saved.json().sourceVersion).toMatch(/^[0-9a-f]{16}$/)
    expect(saved.json().sourceVersion).toBe(saved.json().clipVersion)
    expect((await templateRow(id))?.template.fields[0]?.label).toBe('Your headline')
    expect((await shopTemplate(id)).fields[0].default).toBe('HELLO')
    expect(await auditOf(id, 'personalization.save')).toHaveLength(1)

    const second = { ...field, name: 'price', label: 'Price', default: '$9', font: 'bold' }
    expect((await call('PUT', id, { fields: [field, second] })).statusCode).toBe(200)
    expect((await shopTemplate(id)).fields.map((f: { name: string }) => f.name)).toEqual([
      'headline',
      'price',
    ])
    const [replaced] = await auditOf(id, 'personalization.save').then((rows) => rows.slice(1))
    expect(replaced?.before).toMatchObject({ fields: [{ name: 'headline' }] })

    const logoOnly = await call('PUT', id, { fields: [], logo: slot })
    expect(logoOnly.statusCode, logoOnly.body).toBe(200)
    expect((await shopTemplate(id)).logo).toEqual({ ...slot, backdrop: null })

    const removed = await call('DELETE', id)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().template).toBeNull()
    expect(await templateRow(id)).toBeNull()
    expect(await shopTemplate(id)).toBeNull()
    expect(await auditOf(id, 'personalization.remove')).toHaveLength(1)
  })

  it('refuses a bad template with 400 naming the field, and changes nothing', async () => {
    const id = await clipId('oil-change-special')
    const before = await templateRow(id)
    expect(before).not.toBeNull()
    const { clip } = (await call('GET', id)).json()
    const cases: [object, string][] = [
      [{ fields: [{ ...field, box: { ...field.box, width: 0 } }] }, 'fields.0.box.width'],
      [{ fields: [{ ...field, box: { ...field.box, x: 0.5 } }] }, 'fields.0.box.width'],
      [{ fields: [{ ...field, font: 'comic' }] }, 'fields.0.font'],
      [{ fields: [{ ...field, color: 'red' }] }, 'fields.0.color'],
      [{ fields: [{ ...field, start: 2, end: 1 }] }, 'fields.0.end'],
      [{ fields: [{ ...field, name: 'Big Name' }] }, 'fields.0.name'],
      [{ fields: [{ ...field, default: 'MUCH TOO LONG TEXT' }] }, 'fields.0.default'],
      [{ fields: [field, field] }, 'fields'],
      [{ fields: [field, field, field, field, field] }, 'fields'],
      [{ fields: [] }, 'fields'],
      [{ fields: [{ ...field, end: clip.durationSeconds + 1 }] }, 'fields.0.end: after the clip'],
      [{ fields: [{ ...field, name: 'logo' }] }, 'fields'],
      [{ fields: [], logo: { ...slot, box: { ...slot.box, y: 0.9 } } }, 'logo.box.height'],
      [{ fields: [], logo: { ...slot, backdrop: 'navy' } }, 'logo.backdrop'],
      [
        { fields: [], logo: { ...slot, end: clip.durationSeconds + 1 } },
        'logo.end: after the clip',
      ],
    ]
    for (const [payload, path] of cases) {
      const response = await call('PUT', id, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().message).toContain(`${path}`)
    }
    expect(await templateRow(id)).toEqual(before)
  })

  it('refuses a clip without media yet with 409, saving nothing', async () => {
    const [taxonomy] = await store.db
      .select({ categoryId: products.categoryId, brandId: products.brandId })
      .from(products)
      .limit(1)
    const created = await store.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/products',
      headers: store.admin,
      payload: {
        title: 'Blank Board',
        slug: 'blank-board',
        description: 'No clip yet',
        price: 5,
        oldPrice: null,
        ...taxonomy,
        sizes: [],
        colors: [],
        dimension: '2:1',
        quantity: 1,
        status: 'in-stock',
        isNew: false,
        trending: false,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id } = created.json()
    const response = await call('PUT', id, { fields: [field] })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toMatch(/^template: .*upload a master clip/)
    expect(await templateRow(id)).toBeNull()
  })

  it('answers 404 for an unknown clip', async () => {
    expect((await call('GET', 999_999)).statusCode).toBe(404)
    expect((await call('PUT', 999_999, { fields: [field] })).statusCode).toBe(404)
  })

  it('is for staff only: a customer gets 403, an anonymous caller 401', async () => {
    const id = await clipId('oil-change-special')
    const before = await templateRow(id)
    const customer = await customerHeaders(store.app)
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { fields: [field] } : undefined
      expect((await call(method, id, payload, customer)).statusCode).toBe(403)
      expect((await call(method, id, payload, {})).statusCode).toBe(401)
    }
    expect(await templateRow(id)).toEqual(before)
  })
})
