import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError, apiGet, apiPost } from './api-client'

describe('apiGet', () => {
  it('throws the API message on a non-2xx answer', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'No product with id 9' }
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 404 }))
    const failure = apiGet('/productDetails/9').catch((error: unknown) => error)
    await expect(failure).resolves.toBeInstanceOf(ApiRequestError)
    await expect(failure).resolves.toMatchObject({ status: 404, message: 'No product with id 9' })
  })

  it('returns the parsed JSON on success', async () => {
    vi.stubGlobal('fetch', async () => Response.json([{ id: 1 }]))
    await expect(apiGet('/products')).resolves.toEqual([{ id: 1 }])
  })
})

describe('apiPost', () => {
  it('sends the body as JSON and returns the answer', async () => {
    const spy = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ ok: true }))
    vi.stubGlobal('fetch', spy)
    await expect(apiPost('/discounts/validate', { code: 'SAVE' })).resolves.toEqual({ ok: true })
    const [url, init] = spy.mock.calls[0] ?? []
    expect(url).toBe('/api/discounts/validate')
    expect(init).toMatchObject({ method: 'POST', body: '{"code":"SAVE"}' })
  })

  it('throws the status of a failed answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502 }))
    await expect(apiPost('/cart/quote', {})).rejects.toMatchObject({ status: 502 })
  })
})
