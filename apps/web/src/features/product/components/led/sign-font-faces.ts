import type { SignFont } from '@marquee/core'
import condensedUrl from '../../../../../../../packages/core/fonts/anton-regular.ttf?url'
import boldUrl from '../../../../../../../packages/core/fonts/inter-extrabold.ttf?url'
import pixelUrl from '../../../../../../../packages/core/fonts/silkscreen-bold.ttf?url'

/**
 * The bundled sign fonts (packages/core/fonts), the same files the worker renders with, built
 * into the storefront's assets: never fetched from a font service.
 */
const FONT_FILES: Record<SignFont, string> = {
  pixel: pixelUrl,
  bold: boldUrl,
  condensed: condensedUrl,
}

/** A family name of the store's own, so a font the visitor has installed never stands in. */
export const signFontFamily = (font: SignFont) => `marquee-sign-${font}`

const loading = new Map<SignFont, Promise<void>>()

/** Loads the fonts (each file once per page); resolves when all are ready to draw with. */
export function loadSignFonts(fonts: readonly SignFont[]): Promise<void> {
  if (typeof FontFace !== 'function' || typeof document === 'undefined') return Promise.resolve()
  return Promise.all(
    fonts.map((font) => {
      let loaded = loading.get(font)
      if (!loaded) {
        const face = new FontFace(signFontFamily(font), `url(${FONT_FILES[font]})`)
        loaded = face.load().then((ready) => {
          document.fonts.add(ready)
        })
        loading.set(font, loaded)
      }
      return loaded
    }),
  ).then(() => undefined)
}
