import type { Analytics } from '@marquee/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminTestStore, customerHeaders } from '../helpers/admin.ts'
import { insertAnalyticsSet } from '../helpers/analytics-set.ts'

const store = adminTestStore()
const MARCH = 'from=2025-03-01&to=2025-03-03'

const ask = (query: string, headers = store.admin) =>
  store.app.inject({ method: 'GET', url: `/api/admin/analytics?${query}`, headers })

let before: Analytics
let set: Awaited<ReturnType<typeof insertAnalyticsSet>>
let march: Analytics

beforeAll(async () => {
  before = (await ask('')).json()
  set = await insertAnalyticsSet(store.db)
  march = (await ask(MARCH)).json()
})

describe('GET /api/admin/analytics over a known set', () => {
  it('answers every day with its money by kind, net of the refund, in exact cents', () => {
    const pro = set.pro.priceCents / 100
    const enterprise = set.enterprise.priceCents / 100
    expect(march.revenue.byDay).toEqual([
      {
        date: '2025-03-01',
        oneOff: 32.49,
        plans: 0,
        renewals: enterprise,
        packs: 0,
        refunds: 0,
        total: (3249 + set.enterprise.priceCents) / 100,
      },
      {
        date: '2025-03-02',
        oneOff: 0,
        plans: pro,
        renewals: 0,
        packs: 0,
        refunds: 12.5,
        total: (set.pro.priceCents - 1250) / 100,
      },
      { date: '2025-03-03', oneOff: 0, plans: 0, renewals: 0, packs: 9, refunds: 0, total: 9 },
    ])
    expect(march.revenue.total).toBe(
      (3249 + set.enterprise.priceCents + set.pro.priceCents - 1250 + 900) / 100,
    )
  })

  it('counts the plan bought and the subscription cancelled, and the MRR and subscribers now', () => {
    expect(march.subscriptions).toEqual({ new: 1, cancelled: 1 })
    expect(march.recurring.mrr).toBe((before.recurring.mrr * 100 + set.pro.priceCents) / 100)
    const count = (answer: Analytics) =>
      answer.recurring.activeSubscribers.find((row) => row.plan === 'Pro')?.count ?? 0
    expect(count(march)).toBe(count(before) + 1)
  })

  it('ranks the clip by its revenue less its refund, and by its downloads', () => {
    expect(march.topClips.byRevenue).toEqual([
      { productId: set.clip.id, title: set.clip.title, revenue: 19.99 },
    ])
    expect(march.topClips.byDownloads).toEqual([
      { productId: set.clip.id, title: set.clip.title, downloads: 1 },
    ])
  })

  it('counts credits granted by periods, the pack and by hand, and spent by the credit order', () => {
    const quota = (plan: typeof set.pro) => plan.downloadsPerPeriod + plan.customizationsPerPeriod
    expect(march.credits).toEqual({
      granted:
        quota(set.pro) + quota(set.enterprise) + set.pack.downloads + set.pack.customizations + 2,
      spent: 2,
    })
  })

  it('counts conversions made and failed with their p95, and the late custom order', () => {
    expect(march.conversions).toEqual({ made: 1, failed: 1, p95Seconds: 30 })
    expect(march.customOrders).toEqual({ delivered: 1, medianTurnaroundHours: 60, late: 1 })
  })
})

describe('searches that found nothing', () => {
  const search = (q: string) =>
    store.app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}` })

  it('are counted by their normalised text, cached answers too, short ones not at all', async () => {
    for (const q of ['  Xqzjv   WVQKX ', 'xqzjv wvqkx', 'xqzjv wvqkx', 'z']) {
      const answer = await search(q)
      expect(answer.json().count).toBe(0)
    }
    const found = await search('oil change')
    expect(found.json().count).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const today = (await ask('')).json() as Analytics
    expect(today.zeroResultSearches).toEqual([{ query: 'xqzjv wvqkx', count: 3 }])
    expect(march.zeroResultSearches).toEqual([])
  })
})

describe('the range', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(before.revenue.byDay).toHaveLength(30)
    expect(before.to).toBe(new Date().toISOString().slice(0, 10))
  })

  it('answers 400 naming the field for a bad date, from after to, or over 366 days', async () => {
    for (const [query, field] of [
      ['from=2025-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2025-03-04&to=2025-03-03', 'from'],
      ['from=2024-01-01&to=2025-03-03', 'to'],
      ['from=2999-01-01', 'from'],
    ] as const) {
      const answer = await ask(query)
      expect(answer.statusCode, query).toBe(400)
      expect(answer.json().message, query).toContain(field)
    }
  })

  it('answers 401 signed out and 403 to a customer', async () => {
    expect((await ask(MARCH, {})).statusCode).toBe(401)
    expect((await ask(MARCH, await customerHeaders(store.app))).statusCode).toBe(403)
  })
})
