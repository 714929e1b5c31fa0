import type { ColourDepth } from '@marquee/core'

/**
 * The colours a sign's LEDs can show, as a colorchannelmixer on RGB frames (null: as is).
 * red-green: a bi-colour sign has no blue LED; blue light is folded into both colours a
 * little, so a blue shape still lights dimly (amber-ish) instead of going dark.
 * amber: one LED colour, its brightness the frame's luma (BT.601), shown as R = Y, G = 0.75 Y.
 */
export function colourMixer(depth: ColourDepth): string | null {
  if (depth === 'full') return null
  if (depth === 'red-green') {
    return 'colorchannelmixer=rr=1:rg=0:rb=0.25:gr=0:gg=1:gb=0.25:br=0:bg=0:bb=0'
  }
  const luma = [0.299, 0.587, 0.114]
  const green = luma.map((weight) => Number((weight * 0.75).toFixed(4)))
  return [
    `colorchannelmixer=rr=${luma[0]}:rg=${luma[1]}:rb=${luma[2]}`,
    `gr=${green[0]}:gg=${green[1]}:gb=${green[2]}`,
    'br=0:bg=0:bb=0',
  ].join(':')
}
