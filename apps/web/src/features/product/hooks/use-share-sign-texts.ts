import type { PersonalizationTemplate, PersonalTexts, SourceShape } from '@marquee/core'
import { useEffect } from 'react'
import { useLedPreviewStore } from '../stores/led-preview-store'

/**
 * Hands the order form's texts and chosen logo picture to the LED preview (a sibling of the
 * form), once per change rather than once per render, and takes them back when the form goes.
 */
export function useShareSignTexts(
  template: PersonalizationTemplate | null,
  texts: PersonalTexts | null,
  source: SourceShape | null,
  logoPicture: ImageBitmap | null,
) {
  const setSignTexts = useLedPreviewStore((state) => state.setSignTexts)
  // The form hands over a fresh object each render: its JSON says when a text changed.
  const textsKey = JSON.stringify(texts ?? {})
  const sourceWidth = source?.width ?? 0
  const sourceHeight = source?.height ?? 0
  useEffect(() => {
    if (!template) return
    setSignTexts({
      fields: template.fields,
      texts: JSON.parse(textsKey) as PersonalTexts,
      source: sourceWidth && sourceHeight ? { width: sourceWidth, height: sourceHeight } : null,
      logo: template.logo && logoPicture ? { slot: template.logo, picture: logoPicture } : null,
    })
  }, [template, textsKey, sourceWidth, sourceHeight, logoPicture, setSignTexts])
  useEffect(() => () => setSignTexts(null), [setSignTexts])
}
