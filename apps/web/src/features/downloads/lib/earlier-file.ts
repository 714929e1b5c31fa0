import type { AccountClip, FileSpec, PersonalTexts } from '@marquee/core'

const sameTexts = (a: PersonalTexts | null | undefined, b: PersonalTexts | null | undefined) => {
  if (!a || !b) return !a && !b
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/**
 * Whether the customer already got this file with a credit, so the server gives it again for
 * nothing (services/downloads/entitlement.ts): the same format, size, fit, colours, frame rate and codec of the
 * clip as it is, or the same texts of a personalised clip at any size. A failed download gave
 * its credit back, so it does not count.
 */
export function isEarlierFile(
  clip: AccountClip | undefined,
  request: FileSpec & { personalization?: PersonalTexts },
): boolean {
  return (clip?.downloads ?? []).some(
    (download) =>
      download.entitlement === 'credit' &&
      download.status !== 'failed' &&
      sameTexts(download.personalization, request.personalization) &&
      (request.personalization !== undefined ||
        (download.format === request.format &&
          download.width === request.width &&
          download.height === request.height &&
          download.fit === request.fit &&
          download.depth === request.depth &&
          download.fps === request.fps &&
          download.codec === request.codec)),
  )
}
