import {
  aspectRatio,
  CLIP_DELIVERY,
  CLIP_LICENCE,
  type ClipFacts,
  formatFps,
  formatSeconds,
} from '@marquee/core'

/** The source's size and shape, e.g. '384 x 192 px (2:1)'. */
export const sourceShape = (facts: ClipFacts) =>
  `${facts.width} x ${facts.height} px (${aspectRatio(facts.width, facts.height)})`

/**
 * What a buyer checks before buying a clip for a sign: the facts read from the clip itself
 * (left out while unknown) and how it can be delivered and used.
 */
export function ClipFactsList({ facts }: { facts: ClipFacts | null | undefined }) {
  const rows: Array<[string, string]> = [
    ...(facts
      ? ([
          ['Duration', formatSeconds(facts.duration_seconds)],
          ['Frame rate', formatFps(facts.fps)],
          ['Source', sourceShape(facts)],
          ['Seamless loop', facts.seamless_loop ? 'Yes' : 'No'],
        ] as Array<[string, string]>)
      : []),
    ['Formats', CLIP_DELIVERY.formats.join(', ')],
    ['Sizes', `${CLIP_DELIVERY.smallest} to ${CLIP_DELIVERY.largest}`],
    ['Licence', CLIP_LICENCE],
  ]
  return (
    <section aria-label="Clip facts" className="rounded-xl bg-zinc-50 p-4 ring-1 ring-zinc-200">
      <h3 className="mb-2 text-xs font-bold tracking-wider text-zinc-600 uppercase">Clip facts</h3>
      <dl data-testid="clip-facts" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-zinc-900">{label}</dt>
            <dd className="text-zinc-700">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
