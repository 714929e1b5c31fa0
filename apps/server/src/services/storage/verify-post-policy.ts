import { createHmac, timingSafeEqual } from 'node:crypto'

export type PolicyCheck =
  | { ok: true; key: string; contentType: string; maxBytes: number }
  | { ok: false; field: string; message: string }

type Condition = Record<string, string> | [string, string | number, string | number]

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

/** AWS Signature V4's signing key for a POST policy (the same derivation S3 does). */
function signingKey(secret: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request')
}

const fail = (field: string, message: string): PolicyCheck => ({ ok: false, field, message })

// Fields S3 itself does not hold to the policy.
const UNCOVERED = new Set(['policy', 'x-amz-signature', 'file'])

/**
 * What S3 checks on a presigned POST, for the local store: the signature over the policy
 * (SigV4 with this store's key), the expiry, and every form field against the conditions,
 * each field covered by one. The file's size is checked apart, once it is read.
 */
export function verifyPostPolicy(
  fields: Record<string, string>,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now = new Date(),
): PolicyCheck {
  const policy = fields.Policy
  const signature = fields['X-Amz-Signature']
  const [accessKeyId, date, region, service, terminator] = (fields['X-Amz-Credential'] ?? '').split(
    '/',
  )
  if (!policy || !signature || !date || !region)
    return fail('Policy', 'the upload form is incomplete')
  if (
    fields['X-Amz-Algorithm'] !== 'AWS4-HMAC-SHA256' ||
    accessKeyId !== credentials.accessKeyId ||
    service !== 's3' ||
    terminator !== 'aws4_request'
  ) {
    return fail('X-Amz-Credential', 'the upload form was not made by this store')
  }
  const expected = hmac(signingKey(credentials.secretAccessKey, date, region), policy)
  const given = Buffer.from(signature, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return fail('Policy', 'the upload form was altered (its signature does not match)')
  }
  let document: { expiration?: string; conditions?: Condition[] }
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'))
  } catch {
    return fail('Policy', 'the upload form is not valid')
  }
  if (!document.expiration || !(Date.parse(document.expiration) > now.getTime())) {
    return fail('Policy', 'the upload form has expired: choose the file again')
  }
  const covered = new Set<string>()
  const value = (name: string) => fields[name] ?? ''
  let maxBytes = 0
  for (const condition of document.conditions ?? []) {
    if (!Array.isArray(condition)) {
      for (const [name, wanted] of Object.entries(condition)) {
        covered.add(name.toLowerCase())
        if (value(name) !== wanted) return fail(name, `is not allowed by the upload policy`)
      }
      continue
    }
    const [operator, subject, wanted] = condition
    if (operator === 'content-length-range') {
      maxBytes = Number(wanted)
      continue
    }
    const name = String(subject).replace(/^\$/, '')
    covered.add(name.toLowerCase())
    const actual = value(name)
    const allowed = operator === 'eq' ? actual === wanted : actual.startsWith(String(wanted))
    if (!allowed) return fail(name, 'is not allowed by the upload policy')
  }
  const loose = Object.keys(fields).find(
    (name) => !UNCOVERED.has(name.toLowerCase()) && !covered.has(name.toLowerCase()),
  )
  if (loose) return fail(loose, 'is not allowed by the upload policy')
  if (!fields.key) return fail('key', 'the upload form names no key')
  return { ok: true, key: fields.key, contentType: value('Content-Type'), maxBytes }
}
