import type { FitMode } from './conversion-options.ts'
import type { SignSize } from './sign-sizes.ts'

/** The source as the filter chain sees it: its pixels and the shape of one pixel. */
export interface SourceShape {
  width: number
  height: number
  /** Width of a pixel over its height (ffprobe's sample aspect ratio); 1 when square. */
  sampleAspectRatio?: number
}

/**
 * Where the picture goes on the sign, in whole pixels: `crop` is the part of the source kept
 * (source pixels), `scale` the size it is scaled to, `pad` the offset of that picture on the
 * W x H frame. Cropping happens on the source, before scaling, so a wide source cut for a
 * tall sign is never scaled up whole first.
 */
export interface FitGeometry {
  crop: { width: number; height: number; x: number; y: number } | null
  scale: SignSize
  pad: { x: number; y: number } | null
}

const atLeastOne = (value: number) => Math.max(1, Math.round(value))

export function fitGeometry(fit: FitMode, sign: SignSize, source: SourceShape): FitGeometry {
  const sar =
    source.sampleAspectRatio && source.sampleAspectRatio > 0 ? source.sampleAspectRatio : 1
  const sourceAspect = (source.width * sar) / source.height
  const signAspect = sign.width / sign.height
  if (fit === 'stretch') return { crop: null, scale: { ...sign }, pad: null }
  if (fit === 'crop') {
    const width = Math.min(source.width, atLeastOne((source.height * signAspect) / sar))
    const height = Math.min(source.height, atLeastOne((source.width * sar) / signAspect))
    const whole = width === source.width && height === source.height
    const crop = whole
      ? null
      : {
          width,
          height,
          x: Math.floor((source.width - width) / 2),
          y: Math.floor((source.height - height) / 2),
        }
    return { crop, scale: { ...sign }, pad: null }
  }
  const scale =
    sourceAspect > signAspect
      ? { width: sign.width, height: Math.min(sign.height, atLeastOne(sign.width / sourceAspect)) }
      : { width: Math.min(sign.width, atLeastOne(sign.height * sourceAspect)), height: sign.height }
  const pad =
    scale.width === sign.width && scale.height === sign.height
      ? null
      : {
          x: Math.floor((sign.width - scale.width) / 2),
          y: Math.floor((sign.height - scale.height) / 2),
        }
  return { crop: null, scale, pad }
}
