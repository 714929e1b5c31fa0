import { REVENUE_KINDS, type RevenueDay, type RevenueKind } from '@marquee/core'
import { dollars } from '../dollars'

const KIND_LABELS: Record<RevenueKind | 'refunds', string> = {
  oneOff: 'Clips',
  plans: 'New plans',
  renewals: 'Renewals',
  packs: 'Credit packs',
  refunds: 'Refunds',
}
const KIND_COLOURS: Record<RevenueKind | 'refunds', string> = {
  oneOff: '#d97706',
  plans: '#2563eb',
  renewals: '#0d9488',
  packs: '#7c3aed',
  refunds: '#dc2626',
}

const WIDTH = 600
const HEIGHT = 220

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** One bar per day, its kinds stacked up from the line and its refunds below it. */
function Bars({ days }: { days: RevenueDay[] }) {
  const up = Math.max(0.01, ...days.map((day) => REVENUE_KINDS.reduce((s, k) => s + day[k], 0)))
  const down = Math.max(0, ...days.map((day) => day.refunds))
  const scale = HEIGHT / (up + down)
  const base = up * scale
  const slot = WIDTH / days.length
  const bar = Math.max(1, slot * 0.7)
  return (
    <>
      <line x1={0} x2={WIDTH} y1={base} y2={base} stroke="#a1a1aa" strokeWidth={1} />
      {days.map((day, index) => {
        const x = index * slot + (slot - bar) / 2
        let top = base
        return (
          <g key={day.date}>
            <title>{`${dayLabel(day.date)}: ${dollars(day.total)}`}</title>
            {REVENUE_KINDS.map((kind) => {
              const height = day[kind] * scale
              top -= height
              return height > 0 ? (
                <rect
                  key={kind}
                  x={x}
                  y={top}
                  width={bar}
                  height={height}
                  fill={KIND_COLOURS[kind]}
                />
              ) : null
            })}
            {day.refunds > 0 && (
              <rect
                x={x}
                y={base}
                width={bar}
                height={day.refunds * scale}
                fill={KIND_COLOURS.refunds}
              />
            )}
          </g>
        )
      })}
    </>
  )
}

/** Revenue by day, stacked by kind; the same figures as a table for screen readers. */
export function RevenueChart({ days }: { days: RevenueDay[] }) {
  const first = days[0]
  const last = days[days.length - 1]
  return (
    <figure className="rounded-xl bg-white p-4 ring-1 ring-zinc-200">
      <figcaption id="revenue-chart-title" className="text-sm font-medium text-zinc-600">
        Revenue by day
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 h-44 w-full sm:h-56"
        role="img"
        aria-labelledby="revenue-chart-title"
      >
        <title>{`Revenue by day, ${days.length} days, stacked by kind; the table below gives each figure`}</title>
        <Bars days={days} />
      </svg>
      {first && last && (
        <div className="mt-1 flex justify-between gap-2 text-xs text-zinc-600" aria-hidden="true">
          <span>{dayLabel(first.date)}</span>
          <span>best day {dollars(Math.max(...days.map((day) => day.total)))}</span>
          {first !== last && <span>{dayLabel(last.date)}</span>}
        </div>
      )}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-700">
        {[...REVENUE_KINDS, 'refunds' as const].map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ background: KIND_COLOURS[kind] }}
            />
            {KIND_LABELS[kind]}
          </li>
        ))}
      </ul>
      {/* A table ignores the width sr-only gives it: its wrapper hides it instead. */}
      <div className="sr-only">
        <table>
          <caption>Revenue by day and kind</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {[...REVENUE_KINDS, 'refunds' as const].map((kind) => (
                <th key={kind} scope="col">
                  {KIND_LABELS[kind]}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                {[...REVENUE_KINDS, 'refunds' as const].map((kind) => (
                  <td key={kind}>{dollars(day[kind])}</td>
                ))}
                <td>{dollars(day.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
