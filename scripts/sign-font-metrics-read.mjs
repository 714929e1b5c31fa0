import { fileURLToPath } from 'node:url'
import * as fontkit from 'fontkit'

/** The bundled fonts, by the id templates name them with. */
export const SIGN_FONT_FILES = {
  pixel: 'silkscreen-bold.ttf',
  bold: 'inter-extrabold.ttf',
  condensed: 'anton-regular.ttf',
}

const TYPOGRAPHIC = [0x2018, 0x2019, 0x201c, 0x201d, 0x2013, 0x2014, 0x2022, 0x20ac, 0x2122]

/** Every character a personalised text may hold: printable Latin-1 (no soft hyphen) and a few marks. */
export function typeableCodePoints() {
  const points = []
  for (let point = 0x20; point <= 0xff; point++) {
    if (point > 0x7e && point < 0xa0) continue
    if (point === 0xad) continue
    points.push(point)
  }
  return [...points, ...TYPOGRAPHIC]
}

/** Each bundled font's metrics, read from its file. */
export function signFontMetrics() {
  const metrics = {}
  for (const [id, file] of Object.entries(SIGN_FONT_FILES)) {
    const font = fontkit.openSync(
      fileURLToPath(new URL(`../packages/core/fonts/${file}`, import.meta.url)),
    )
    const advances = {}
    for (const point of typeableCodePoints()) {
      if (!font.hasGlyphForCodePoint(point)) continue
      advances[String.fromCodePoint(point)] = font.glyphForCodePoint(point).advanceWidth
    }
    metrics[id] = {
      family: font.familyName,
      file,
      unitsPerEm: font.unitsPerEm,
      ascent: font.ascent,
      descent: font.descent,
      capHeight: font.capHeight,
      advances,
    }
  }
  return metrics
}
