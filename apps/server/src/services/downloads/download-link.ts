import type { ConversionSpec } from '@marquee/core'
import type { DownloadsContext } from './downloads-context.ts'

/** Whose file it is: the clip's slug, and the custom order when the studio's master was converted. */
export interface DownloadedClip {
  slug: string
  customOrderId?: number | null | undefined
}

/** The signed link to a made rendition, and the name the customer's browser saves it under. */
export interface DownloadLink {
  filename: string
  url: string
}

type FileSpec = Pick<ConversionSpec, 'format' | 'width' | 'height' | 'codec' | 'maxBytes'>

/** A budgeted file's mark in its name: its budget in KiB when whole, else in bytes. */
const budgetMark = (maxBytes: number) =>
  maxBytes % 1024 === 0 ? `-max${maxBytes / 1024}KB` : `-max${maxBytes}B`

/**
 * The name the customer's browser saves: `oil-change-special_384x192.gif`,
 * `oil-change-special_384x192-uncompressed.avi` for a raw AVI,
 * `oil-change-special_384x192-max50KB.gif` for one made to a 51,200-byte budget, or
 * `oil-change-special-custom-12_384x192.mp4` for custom order 12's version, so two files of
 * one clip at one size never take each other's name.
 */
export function downloadFilename(clip: DownloadedClip, spec: FileSpec): string {
  const name = clip.customOrderId == null ? clip.slug : `${clip.slug}-custom-${clip.customOrderId}`
  const raw = spec.codec === 'raw' ? '-uncompressed' : ''
  const budget = spec.maxBytes == null ? '' : budgetMark(spec.maxBytes)
  return `${name}_${spec.width}x${spec.height}${raw}${budget}.${spec.format}`
}

/**
 * The one place a download's link is made: every answer that hands out a file (the convert
 * call, a download's status and events, the account list, the converter test) names it and
 * signs it here, for the configured time.
 */
export async function downloadLink(
  context: Pick<DownloadsContext, 'store' | 'urlTtlSeconds'>,
  storageKey: string,
  clip: DownloadedClip,
  spec: FileSpec,
): Promise<DownloadLink> {
  const filename = downloadFilename(clip, spec)
  const url = await context.store.downloadUrl(storageKey, filename, context.urlTtlSeconds)
  return { filename, url }
}
