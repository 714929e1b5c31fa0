import { accessToken } from '@/features/auth'
import { ApiRequestError } from '@/lib/api-client'

/**
 * An invoice's PDF from the store, fetched with the customer's (or staff's) bearer token: a
 * plain link could not carry it. Resolves with a blob the browser may save or show.
 */
export async function fetchInvoicePdf(path: string): Promise<Blob> {
  const token = await accessToken()
  if (!token) throw new ApiRequestError(401, 'Please sign in again.')
  const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiRequestError(response.status, body?.message ?? 'The invoice could not be fetched.')
  }
  return response.blob()
}
