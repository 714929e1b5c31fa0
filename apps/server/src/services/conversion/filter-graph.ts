import { type ConversionSpec, fitGeometry, type SignSize, type SourceShape } from '@marquee/core'
import { colourMixer } from './colour-depth.ts'
import { type DrawnLogo, logoFilters } from './logo-overlay.ts'
import { outputFormat, outputFrameRate } from './output-formats.ts'
import { type DrawnText, drawTextFilters } from './text-overlay.ts'

export interface SourceClip extends SourceShape {
  /** Frames per second of the source; 0 when unknown. */
  fps: number
}

// Shrinking either side by half or more: area averaging keeps thin text readable on a small
// sign where bicubic drops whole rows, and its filter stays short at any ratio (lanczos
// fails to configure past about 40:1, e.g. a 500-pixel side squeezed into 16 rows of
// 4:2:0 chroma). Enlarging both sides: lanczos keeps edges sharp.
function scaleFlags(from: SignSize, to: SignSize): string {
  const shrink = Math.max(from.width / to.width, from.height / to.height)
  if (shrink >= 2) return 'area'
  return shrink <= 1 ? 'lanczos' : 'bicubic'
}

const rateText = (rate: number) =>
  Number.isInteger(rate) ? String(rate) : `${Math.round(rate * 1001)}/1001`

/**
 * The -filter_complex graph from the source's first video stream to `[v]`: frame rate,
 * crop, scale (always before any colour conversion, so the conversion runs on the sign's
 * few pixels, not the source's many), colour depth in RGB, padding in 4:4:4 or RGB (4:2:0
 * would round an odd bar down), then the encoder's pixel format or the GIF palette.
 * A personalised clip's texts are drawn right after the scale: on the sign's few pixels, so
 * they cost little and are sharp at LED resolution; before the colour depth, so the text shows
 * in the LEDs' colours like the clip; before the pad, so they stay on the picture, as core's
 * boxOnSign cuts boxes. They are drawn in whatever format the picture is in there (no
 * conversion of its own), so outside the text the file is exactly the plain clip's. A
 * customer's logo (the second input) is scaled to its place on the sign and overlaid at the
 * same point, under the texts, in the picture's format. A still (`stillFrame`) is that frame
 * of the source alone, through the same steps. `step` is the quality ladder's (a GIF's palette).
 */
export function buildFilterGraph(
  spec: ConversionSpec,
  source: SourceClip,
  texts: readonly DrawnText[] = [],
  logo: DrawnLogo | null = null,
  stillFrame: number | null = null,
  step = 0,
): string {
  const format = outputFormat(spec, step)
  const geometry = fitGeometry(spec.fit, spec, source)
  const mixer = colourMixer(spec.depth)
  const steps: string[] = []
  // A still keeps its one frame, with its own time, so timed texts show as they do there.
  if (stillFrame !== null) steps.push(`trim=start_frame=${stillFrame}:end_frame=${stillFrame + 1}`)
  const rate = outputFrameRate(spec, source.fps)
  if (rate !== null) steps.push(`fps=${rateText(rate)}`)
  const { crop, scale, pad } = geometry
  // exact=1: on a 4:2:0 source crop rounds sizes and offsets down to even, and a
  // 1-pixel-wide cut (a 1x4096 sign) would become 0 pixels wide.
  if (crop) steps.push(`crop=${crop.width}:${crop.height}:${crop.x}:${crop.y}:exact=1`)
  const from = crop ?? source
  steps.push(`scale=${scale.width}:${scale.height}:flags=${scaleFlags(from, scale)}`)
  const offset = { x: pad?.x ?? 0, y: pad?.y ?? 0 }
  const drawn = drawTextFilters(texts, offset)
  if (mixer) steps.push('format=gbrp')
  else if (pad) steps.push('format=yuv444p')
  const placed = logo && logoFilters(logo, offset, scaleFlags(logo.picture, logo.rect))
  const after = [...drawn, ...(mixer ? [mixer] : [])]
  if (pad) after.push(`pad=${spec.width}:${spec.height}:${pad.x}:${pad.y}:color=black`)
  after.push('setsar=1')
  const overlaid = placed
    ? `${placed.picture};[0:v:0]${[...steps, ...placed.backdrop].join(',')}[picture];[picture][logo]${placed.overlay(mixer ? 'gbrp' : pad ? 'yuv444' : 'auto')},`
    : `[0:v:0]${steps.join(',')},`
  const chain = `${overlaid}${after.join(',')}`
  if (!format.palette) return `${chain},format=${format.pixFmt}[v]`
  const { colours, dither } = format.palette
  // The default palette keeps the graph every GIF was made with before budgets.
  const limit = colours === 256 ? '' : `:max_colors=${colours}`
  return `${chain},split[frames][stats];[stats]palettegen=stats_mode=diff${limit}[palette];[frames][palette]paletteuse=dither=${dither}[v]`
}
