import type { Analytics } from '@marquee/core'
import { dollars } from '../dollars'
import { FigureCard } from '../figure-card'

const hours = (value: number | null) => (value === null ? '—' : `${value} h`)

/** The range's figures beside the chart: recurring revenue, subscriptions, credits, conversions, custom work. */
export function AnalyticsFigures({ figures }: { figures: Analytics }) {
  const { recurring, subscriptions, credits, conversions, customOrders } = figures
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <FigureCard
        label="MRR"
        value={dollars(recurring.mrr)}
        note={
          recurring.activeSubscribers.map((row) => `${row.count} on ${row.plan}`).join(' · ') ||
          'No paid plans active'
        }
      />
      <FigureCard
        label="Subscriptions"
        value={`+${subscriptions.new} / −${subscriptions.cancelled}`}
        note="new / cancelled"
      />
      <FigureCard
        label="Credits"
        value={`${credits.spent} spent`}
        note={`${credits.granted} granted`}
      />
      <FigureCard
        label="Conversions"
        value={`${conversions.made} made`}
        note={`${conversions.failed} failed · p95 ${
          conversions.p95Seconds === null ? '—' : `${conversions.p95Seconds} s`
        }`}
      />
      <FigureCard
        label="Custom orders delivered"
        value={String(customOrders.delivered)}
        note={`median ${hours(customOrders.medianTurnaroundHours)} · ${customOrders.late} late`}
      />
    </dl>
  )
}
