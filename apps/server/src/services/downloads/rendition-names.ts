import type { ConversionSpec } from '@marquee/core'

const CONTENT_TYPES: Record<ConversionSpec['format'], string> = {
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mpeg: 'video/mpeg',
  gif: 'image/gif',
  png: 'image/png',
  bmp: 'image/bmp',
}

export const contentTypeOf = (format: ConversionSpec['format']) => CONTENT_TYPES[format]

/** Where a rendition lives in storage: one object per clip version, spec and personalisation. */
export function renditionKey(
  productId: number,
  sourceVersion: string,
  spec: ConversionSpec,
  personalizationKey = '',
): string {
  const { format, width, height, fit, depth, fps, codec, maxBytes } = spec
  const personal = personalizationKey ? `personal/${personalizationKey}/` : ''
  // The clip's own rate keeps the names files had before a rate could be asked for.
  const rate = fps === 'source' ? '' : `-${fps}fps`
  const raw = codec === 'raw' ? '-raw' : ''
  const budget = maxBytes === null ? '' : `-max${maxBytes}`
  return `renditions/${productId}/${sourceVersion}/${personal}${width}x${height}-${fit}-${depth}${rate}${raw}${budget}.${format}`
}
