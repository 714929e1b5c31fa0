export { checkFfmpeg, type FfmpegCheck, REQUIRED_ENCODERS } from './check-ffmpeg.ts'
export { ConversionError, type ConversionErrorKind } from './conversion-error.ts'
export {
  type ConversionOptions,
  type ConversionRequest,
  type ConversionResult,
  convertClip,
  DEFAULT_CONVERSION_TIMEOUT_MS,
} from './convert-clip.ts'
export { ffmpegArgs } from './ffmpeg-args.ts'
export { buildFilterGraph, type SourceClip } from './filter-graph.ts'
export { type MediaFacts, probeMedia } from './probe-media.ts'
