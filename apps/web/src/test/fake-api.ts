import type { SearchResponse } from '@marquee/core'
import { vi } from 'vitest'

/** Answers one path (or a promise of it: the request waits); `body` is a POST's parsed JSON. */
export type Route = (url: URL, body: unknown) => unknown

/**
 * Stubs fetch with a table of path -> answer. An answer that is a number is an error status
 * with the API's JSON error body. Returns the spy so tests can read the URLs asked for.
 */
export function fakeApi(routes: Record<string, unknown | Route>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const entry = routes[url.pathname]
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const answer = typeof entry === 'function' ? await (entry as Route)(url, body) : entry
    if (answer === undefined) return Response.json([], { status: 200 })
    if (typeof answer === 'number') {
      return Response.json(
        { statusCode: answer, error: 'Error', message: `failed ${answer}` },
        { status: answer },
      )
    }
    return Response.json(answer)
  })
  vi.stubGlobal('fetch', spy)
  return spy
}

export function searchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    results: [],
    count: 0,
    facets: { categories: [], brands: [], sizes: [], colors: [], price: { min: 0, max: 0 } },
    ...overrides,
  }
}
