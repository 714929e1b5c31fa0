import type { AviCodec, FrameRate } from '@marquee/core'

/**
 * A sign's file in a few words, as its chip and its row say it: "384 × 192 · AVI raw · 30 fps".
 * The rate is named only when one was asked for; "raw" only for an uncompressed AVI.
 */
export function fileSummary(file: {
  width: number
  height: number
  format: string
  fps: FrameRate
  codec: AviCodec
}): string {
  const raw = file.format === 'avi' && file.codec === 'raw' ? ' raw' : ''
  const rate = file.fps === 'source' ? '' : ` · ${file.fps} fps`
  return `${file.width} × ${file.height} · ${file.format.toUpperCase()}${raw}${rate}`
}
