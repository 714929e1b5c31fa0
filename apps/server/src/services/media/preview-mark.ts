import { filterValue } from '../conversion/filter-escape.ts'
import { signFontFile } from '../conversion/sign-font-files.ts'

/** The words every public render carries; the licensed files never do. */
export const PREVIEW_MARK_TEXT = 'MARQUEE PREVIEW'

/**
 * The filters that mark a public render of `width`x`height` as a preview (issue 27): a
 * translucent band across the middle of the frame with the wordmark in the pixel font. The
 * band sits where a sign's message sits, so at any size the frame is no use as sign content,
 * while the clip still reads through it (a darker band with the wordmark again along the
 * edges hid the message too, and made the shop's grid look like a watermark gallery).
 * Appended to a chain that has already scaled the frame to its size.
 */
export function previewMarkFilter(width: number, height: number): string {
  const font = filterValue(signFontFile('pixel'))
  const text = filterValue(PREVIEW_MARK_TEXT)
  const band = Math.max(8, Math.round(height * 0.22))
  const bandTop = Math.round((height - band) / 2)
  const bandSize = Math.max(6, Math.round(band * 0.6))
  return [
    `drawbox=x=0:y=${bandTop}:w=${width}:h=${band}:color=black@0.3:t=fill`,
    `drawtext=fontfile=${font}:text=${text}:fontsize=${bandSize}:fontcolor=white@0.7:` +
      `x=(w-text_w)/2:y=${bandTop}+(${band}-text_h)/2`,
  ].join(',')
}
