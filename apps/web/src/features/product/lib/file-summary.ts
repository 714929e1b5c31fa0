import { type AviCodec, budgetText, type FrameRate } from '@marquee/core'

/**
 * A sign's file in a few words, as its chip and its row say it: "384 × 192 · AVI raw · 30 fps
 * · max 2 MB". The rate is named only when one was asked for; "raw" only for an uncompressed
 * AVI; the budget only when the sign has one.
 */
export function fileSummary(file: {
  width: number
  height: number
  format: string
  fps: FrameRate
  codec: AviCodec
  maxBytes?: number | null
}): string {
  const raw = file.format === 'avi' && file.codec === 'raw' ? ' raw' : ''
  const rate = file.fps === 'source' ? '' : ` · ${file.fps} fps`
  const budget = file.maxBytes ? ` · max ${budgetText(file.maxBytes)}` : ''
  return `${file.width} × ${file.height} · ${file.format.toUpperCase()}${raw}${rate}${budget}`
}
