import type { UploadComplete, UploadPresign, UploadPresignRequest } from '@marquee/core'
import { withToken } from '@/features/auth'
import { ApiRequestError } from '@/lib/api-client'

/**
 * docs/requirements.md §7 /upload/s3, then the multipart POST of its fields and the file to its
 * url, then /upload/s3/complete: the store checks the file's bytes and answers its key and
 * address (a file that is not the image it claims is refused there, with the reason to show).
 */
export async function uploadLogo(file: File, contentType: UploadPresignRequest['contentType']) {
  const post = await withToken<UploadPresign>('/upload/s3', {
    method: 'POST',
    body: { filename: file.name, contentType },
  })
  const form = new FormData()
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value)
  // S3 reads the policy's fields first and takes the file last.
  form.append('file', file)
  const response = await fetch(post.url, { method: 'POST', body: form })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiRequestError(response.status, body?.message ?? 'The logo could not be uploaded')
  }
  const { key, fileUrl } = await withToken<UploadComplete>('/upload/s3/complete', {
    method: 'POST',
    body: { key: post.key },
  })
  return { key, fileUrl }
}
