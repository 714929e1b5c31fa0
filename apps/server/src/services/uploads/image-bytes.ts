import type { LogoContentType } from '@marquee/core'
import { XMLValidator } from 'fast-xml-parser'

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The XML prolog an SVG may open with: declaration, comments, a doctype, whitespace. */
const PROLOG =
  /^(?:\uFEFF)?(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/

function isSvg(bytes: Buffer): boolean {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  const root = text.replace(PROLOG, '')
  return /^<svg[\s>/]/.test(root) && XMLValidator.validate(text) === true
}

/**
 * True when the file's own bytes are the image type it was uploaded as (magic numbers; an
 * SVG must be well-formed XML with an <svg> root): a renamed HTML page or program is refused.
 */
export function bytesMatchType(bytes: Buffer, contentType: LogoContentType): boolean {
  switch (contentType) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff])
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)
    case 'image/svg+xml':
      return isSvg(bytes)
  }
}
