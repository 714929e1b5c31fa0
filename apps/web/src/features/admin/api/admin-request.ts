import { withToken } from '@/features/auth'
import type { ApiRequest } from '@/lib/api-client'

/** Calls /api/admin{path} as the signed-in admin; the server checks the role every time. */
export function adminRequest<T>(path: string, request: Omit<ApiRequest, 'token'> = {}) {
  return withToken<T>(`/admin${path}`, request)
}
