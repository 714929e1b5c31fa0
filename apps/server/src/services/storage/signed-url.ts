import { createHmac, timingSafeEqual } from 'node:crypto'

/** The query of a local download link: when it expires, the file name, the signature. */
export interface SignedQuery {
  expires: number
  filename: string
  sig: string
}

function signature(secret: string, key: string, expires: number, filename: string): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}\n${filename}`).digest('base64url')
}

export function signDownload(
  secret: string,
  key: string,
  filename: string,
  expires: number,
): SignedQuery {
  return { expires, filename, sig: signature(secret, key, expires, filename) }
}

/** True when the link was made by this store for this key and file name and is not expired. */
export function verifyDownload(
  secret: string,
  key: string,
  query: SignedQuery,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!Number.isSafeInteger(query.expires) || query.expires < nowSeconds) return false
  const expected = Buffer.from(signature(secret, key, query.expires, query.filename))
  const given = Buffer.from(query.sig)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
