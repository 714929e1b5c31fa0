import { type FormEvent, useState } from 'react'
import type { AnalyticsRange } from '../../api/get-analytics'
import { PRESET_LABELS, presetOf, presetRange, RANGE_PRESETS } from './range-presets'

const chip = (on: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
    on ? 'bg-zinc-900 text-white ring-zinc-900' : 'bg-white text-zinc-800 ring-zinc-300'
  }`

/** The days the dashboard covers: a preset, or any from/to (inclusive, UTC). */
export function RangePicker({
  range,
  onChange,
}: {
  range: AnalyticsRange
  onChange: (range: AnalyticsRange) => void
}) {
  const [draft, setDraft] = useState(range)
  const preset = presetOf(range)
  const apply = (event: FormEvent) => {
    event.preventDefault()
    onChange(draft)
  }
  return (
    <section aria-label="Date range" className="mb-6 flex flex-wrap items-end gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Presets</legend>
        {RANGE_PRESETS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={preset === name}
            className={chip(preset === name)}
            onClick={() => {
              const days = presetRange(name)
              setDraft(days)
              onChange(days)
            }}
          >
            {PRESET_LABELS[name]}
          </button>
        ))}
      </fieldset>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2">
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="text-sm font-medium text-zinc-700">
            {end === 'from' ? 'From' : 'To'}
            <input
              type="date"
              required
              value={draft[end]}
              onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
              className="mt-1 block rounded-lg border border-zinc-300 px-2 py-1.5 text-sm"
            />
          </label>
        ))}
        <button type="submit" className={chip(false)}>
          Show
        </button>
      </form>
    </section>
  )
}
