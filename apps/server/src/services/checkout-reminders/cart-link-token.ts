import { createHash, randomBytes } from 'node:crypto'

/** Only this hash is stored: the link that restores a cart exists nowhere but in its mail. */
export const hashCartToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url')

/** 32 random bytes, base64url (43 characters), and the hash to store for them. */
export function newCartToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashCartToken(token) }
}
