import type { ConversionSpec } from '@marquee/core'

/** The file a download or rendition row describes: its spec columns, nothing else. */
export const specOf = ({
  format,
  width,
  height,
  fit,
  depth,
  fps,
  codec,
  maxBytes,
}: ConversionSpec): ConversionSpec => ({ format, width, height, fit, depth, fps, codec, maxBytes })
