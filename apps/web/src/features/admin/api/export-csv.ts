import { apiUrl, type ExportName, type ExportRange } from '@marquee/core'
import { accessToken } from '@/features/auth'
import { ApiRequestError } from '@/lib/api-client'

export interface CsvFile {
  blob: Blob
  fileName: string
  /** Data rows, the header row not counted. */
  rows: number
}

const fileNameOf = (response: Response, name: ExportName) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
  `marquee-${name}.csv`

/**
 * GET /api/admin/exports/{name}.csv with the staff's bearer token (a plain link could not
 * carry it): the file as a blob, with the name the server gave it and its row count.
 */
export async function fetchCsvExport(name: ExportName, range: ExportRange): Promise<CsvFile> {
  const token = await accessToken()
  if (!token) throw new ApiRequestError(401, 'Please sign in again.')
  const response = await fetch(apiUrl(`/admin/exports/${name}.csv`, range), {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiRequestError(response.status, body?.message ?? 'The export could not be made.')
  }
  const blob = await response.blob()
  const text = await blob.text()
  return { blob, fileName: fileNameOf(response, name), rows: text.split('\r\n').length - 2 }
}
