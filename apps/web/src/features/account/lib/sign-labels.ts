import type { ColourDepth, FrameRate, Sign } from '@marquee/core'

/** How the account names each colour depth. */
export const DEPTH_LABELS: Record<ColourDepth, string> = {
  full: 'Full colour',
  'red-green': 'Red/green',
  amber: 'Amber',
}

/** A file type as customers know it: MP4, GIF, PNG still. */
export const formatLabel = (format: Sign['format']) =>
  format === 'png' || format === 'bmp' ? `${format.toUpperCase()} still` : format.toUpperCase()

/** A frame rate as the account shows it. */
export const fpsLabel = (fps: FrameRate) => (fps === 'source' ? 'Clip’s own rate' : `${fps} fps`)

/** A budget in bytes as a short size: 2 MB, 640 KB. */
export function budgetLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`
  return `${Math.round(bytes / 1024)} KB`
}
