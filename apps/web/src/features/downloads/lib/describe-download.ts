import { budgetText, type Download, describePersonalization } from '@marquee/core'
import { dateFormatter } from '@/lib/date-format'

const FIT_LABELS = { letterbox: 'letterboxed', crop: 'cropped', stretch: 'stretched' } as const
const DEPTH_LABELS = { full: 'full colour', 'red-green': 'red/green', amber: 'amber' } as const

/**
 * "GIF · 384 x 192 · letterboxed, full colour", then "· 30 fps" when a rate was asked for,
 * "· uncompressed" for a raw AVI and "· max 64 KB" for a file made to a budget.
 */
export const describeDownload = (
  download: Pick<Download, 'format' | 'width' | 'height' | 'fit' | 'depth'> &
    Partial<Pick<Download, 'fps' | 'codec' | 'maxBytes'>>,
) =>
  `${download.format.toUpperCase()} · ${download.width} x ${download.height} · ${FIT_LABELS[download.fit]}, ${DEPTH_LABELS[download.depth]}${download.fps && download.fps !== 'source' ? ` · ${download.fps} fps` : ''}${download.codec === 'raw' ? ' · uncompressed' : ''}${download.maxBytes ? ` · max ${budgetText(download.maxBytes)}` : ''}`

/** '“ONLY $19.99” · “JOE'S GARAGE”': a personalised file's texts; null for the clip as it is. */
export const describeTexts = (personalization: Record<string, string> | null) =>
  describePersonalization(personalization)

const dateFormat = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' })
export const formatDate = (iso: string) => dateFormat(new Date(iso))

/** 1536 -> '1.5 KB' */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}
