import {
  type ClipFacts,
  clipReadability,
  digitGroups,
  type FitMode,
  type SignSize,
} from '@marquee/core'
import { TriangleAlert } from 'lucide-react'

const ledCount = (leds: number) => `${digitGroups(leds)} ${leds === 1 ? 'LED' : 'LEDs'}`

/**
 * Says when the clip's own text will be hard to read at the chosen size: its smallest line,
 * measured once per clip version, scaled to the sign as the fit scales it. Silent when the
 * text reads, when the clip has none, or while the size is not a whole number of pixels.
 */
export function ClipReadabilityNote({
  facts,
  sign,
  fit,
}: {
  facts: ClipFacts | null
  sign: SignSize
  fit: FitMode
}) {
  const valid = [sign.width, sign.height].every((side) => Number.isInteger(side) && side >= 1)
  const readability = valid ? clipReadability(facts, sign, fit) : { kind: 'unknown' as const }
  if (readability.kind !== 'small' && readability.kind !== 'too-small') return null
  const size = `${sign.width} x ${sign.height}`
  const tall = `The clip’s smallest text comes out about ${ledCount(readability.leds)} tall at ${size}`
  const cropped = fit === 'crop' ? null : clipReadability(facts, sign, 'crop')
  const advice =
    cropped && cropped.kind !== 'unknown' && cropped.leds > readability.leds
      ? `Fit: Crop shows it at ${ledCount(cropped.leds)}.`
      : 'A taller sign shows it larger.'
  return (
    <p
      role="status"
      data-testid="clip-readability"
      className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {readability.kind === 'too-small'
        ? `${tall}: too small to read. ${advice}`
        : `${tall}: hard to read from a distance. ${advice}`}
    </p>
  )
}
