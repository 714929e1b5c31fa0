import type { AccountDownloads, Download } from '@marquee/core'
import { describe, expect, it } from 'vitest'
import { adminTestStore, DEMO_PASSWORD, insertCustomOrder } from '../helpers/admin.ts'
import { deliverCustomOrder } from '../helpers/custom-order-desk.ts'
import { convert, SMALL_GIF, waitForDownload } from '../helpers/downloads.ts'
import { bearer, signIn, type Tokens } from '../helpers/oidc-flow.ts'

const PRO = 'pro@marquee.local'
const SPEC = { ...SMALL_GIF, width: 48, height: 24 }

const store = adminTestStore({ MASTER_UPLOAD_MAX_BYTES: String(200 * 1024) })

async function deliveredCustomOrder(): Promise<number> {
  const id = await insertCustomOrder(store.db, { status: 'in_production' })
  await deliverCustomOrder(store, id)
  return id
}

/** The name the signed link would save the file under, as the browser gets it. */
async function savedAs(url: string | null): Promise<string | undefined> {
  const link = new URL(url ?? '')
  const file = await store.app.inject({ url: link.pathname + link.search })
  expect(file.statusCode).toBe(200)
  return /filename="([^"]+)"/.exec(String(file.headers['content-disposition']))?.[1]
}

async function listed(tokens: Tokens, id: string): Promise<Download | undefined> {
  const answer = await store.app.inject({ url: '/api/downloads', headers: bearer(tokens) })
  const { clips } = answer.json() as AccountDownloads
  return clips.flatMap((clip) => clip.downloads).find((download) => download.id === id)
}

describe("a custom order's file", () => {
  it('has one name, with the order number, queued or cached, in every answer and link', async () => {
    const id = await deliveredCustomOrder()
    const pro = await signIn(store.app, PRO, DEMO_PASSWORD)
    const body = { productId: 1, customOrderId: id, ...SPEC }
    const name = `oil-change-special-custom-${id}_48x24.gif`

    const queued = await convert(store.app, pro, body)
    expect(queued.statusCode, queued.body).toBe(202)
    const made = await waitForDownload(store.app, pro, queued.json().downloadId)
    expect(made.status).toBe('ready')
    expect(made.filename).toBe(name)
    expect(await savedAs(made.url)).toBe(name)
    expect((await listed(pro, made.id))?.filename).toBe(name)

    const hit = await convert(store.app, pro, body)
    expect(hit.statusCode, hit.body).toBe(200)
    expect(hit.json().filename).toBe(name)
    expect(await savedAs(hit.json().url)).toBe(name)
    expect((await listed(pro, hit.json().downloadId))?.filename).toBe(name)
  })

  it("leaves the stock clip's name as it was", async () => {
    const pro = await signIn(store.app, PRO, DEMO_PASSWORD)
    const queued = await convert(store.app, pro, { productId: 1, ...SPEC })
    expect(queued.statusCode, queued.body).toBe(202)
    const made = await waitForDownload(store.app, pro, queued.json().downloadId)
    expect(made.filename).toBe('oil-change-special_48x24.gif')
    expect(await savedAs(made.url)).toBe('oil-change-special_48x24.gif')
  })
})
