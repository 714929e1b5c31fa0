import { filterValue } from '../conversion/filter-escape.ts'
import { signFontFile } from '../conversion/sign-font-files.ts'

/** The words every public render carries; the licensed files never do. */
export const PREVIEW_MARK_TEXT = 'MARQUEE PREVIEW'

/**
 * The filters that mark a public render of `width`x`height` as a preview (issue 27): a
 * translucent band across the middle of the frame with the wordmark in the pixel font, and
 * the wordmark again, fainter, along the top and bottom edges. The band sits where a sign's
 * message sits, so at any size the frame is no use as sign content, while the clip still
 * reads through it. Appended to a chain that has already scaled the frame to its size.
 */
export function previewMarkFilter(width: number, height: number): string {
  const font = filterValue(signFontFile('pixel'))
  const text = filterValue(PREVIEW_MARK_TEXT)
  const band = Math.max(8, Math.round(height * 0.22))
  const bandTop = Math.round((height - band) / 2)
  const bandSize = Math.max(6, Math.round(band * 0.6))
  const edgeSize = Math.max(6, Math.round(height * 0.07))
  const edgeGap = Math.max(2, Math.round(height * 0.04))
  const drawText = (size: number, colour: string, y: string) =>
    `drawtext=fontfile=${font}:text=${text}:fontsize=${size}:fontcolor=${colour}:` +
    `x=(w-text_w)/2:y=${y}`
  return [
    `drawbox=x=0:y=${bandTop}:w=${width}:h=${band}:color=black@0.55:t=fill`,
    drawText(bandSize, 'white@0.9', `${bandTop}+(${band}-text_h)/2`),
    drawText(edgeSize, 'white@0.45', String(edgeGap)),
    drawText(edgeSize, 'white@0.45', `h-text_h-${edgeGap}`),
  ].join(',')
}
