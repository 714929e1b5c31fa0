import { type ApiParams, apiUrl } from '@marquee/core'

export { apiUrl }

/** A failed API call (the API answers errors as {statusCode, error, message}), carrying the status and the API's own message. */
export class ApiRequestError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'ApiRequestError'
    this.status = status
  }
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json()
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message
    }
  } catch {
    // A body that is not JSON (a proxy's HTML error page) falls through to the status text.
  }
  return response.statusText || `Request failed with status ${response.status}`
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  params?: ApiParams
  body?: unknown
  /** A bearer access token for the signed-in customer's own data. */
  token?: string | null
  signal?: AbortSignal
}

/** Calls `/api{path}`; resolves with the JSON answer, or throws an ApiRequestError. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (request.body !== undefined) headers['content-type'] = 'application/json'
  if (request.token) headers.authorization = `Bearer ${request.token}`
  const response = await fetch(apiUrl(path, request.params), {
    method: request.method ?? 'GET',
    headers,
    ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    signal: request.signal,
  })
  if (!response.ok) throw new ApiRequestError(response.status, await errorMessage(response))
  // 204 No Content has no body to parse.
  if (response.status === 204) return null as T
  return (await response.json()) as T
}

export const apiGet = <T>(path: string, params?: ApiParams, signal?: AbortSignal) =>
  apiRequest<T>(path, { params, signal })

/** POSTs a JSON body; resolves with the JSON answer, or throws an ApiRequestError. */
export const apiPost = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  apiRequest<T>(path, { method: 'POST', body, signal })
