import { useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { type AnalyticsRange, useAnalytics } from '../../api/get-analytics'
import { dollars } from '../dollars'
import { AnalyticsFigures } from './analytics-figures'
import { AnalyticsLists } from './analytics-lists'
import { RangePicker } from './range-picker'
import { presetRange } from './range-presets'
import { RevenueChart } from './revenue-chart'

/** The range in the address (?from=&to=), so a view can be linked and reloaded; 30 days by default. */
function useRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams()
  const fallback = presetRange('30d')
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to }
  return [range, (next) => setParams({ ...next }, { replace: true })]
}

/** /admin's analytics: a range, its revenue by day and kind, and the shop's figures over it. */
export function AnalyticsSection() {
  const [range, setRange] = useRange()
  const figures = useAnalytics(range)
  return (
    <section aria-labelledby="analytics-title">
      <h2 id="analytics-title" className="sr-only">
        Analytics
      </h2>
      <RangePicker key={`${range.from}/${range.to}`} range={range} onChange={setRange} />
      {figures.isPending && <Spinner label="Loading the figures" />}
      {figures.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
          {figures.error.message}
        </p>
      )}
      {figures.data && (
        <>
          <dl className="mb-4">
            <div className="rounded-xl bg-zinc-900 p-5 text-white">
              <dt className="text-sm font-medium text-zinc-300">
                Revenue, {figures.data.from} to {figures.data.to}
              </dt>
              <dd className="mt-1 text-3xl font-bold">{dollars(figures.data.revenue.total)}</dd>
              <dd className="mt-1 text-xs text-zinc-300">
                clips, plans, renewals and packs, less refunds
              </dd>
            </div>
          </dl>
          <RevenueChart days={figures.data.revenue.byDay} />
          <div className="mt-4">
            <AnalyticsFigures figures={figures.data} />
          </div>
          <AnalyticsLists figures={figures.data} />
        </>
      )}
    </section>
  )
}
