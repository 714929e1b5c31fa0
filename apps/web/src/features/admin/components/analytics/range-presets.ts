import { addDays, utcDay } from '@marquee/core'

export const RANGE_PRESETS = ['today', '7d', '30d', 'month'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export const PRESET_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  month: 'This month',
}

/** The inclusive UTC days a preset covers, ending today. */
export function presetRange(preset: RangePreset, now = new Date()) {
  const to = utcDay(now)
  const from = {
    today: to,
    '7d': addDays(to, -6),
    '30d': addDays(to, -29),
    month: `${to.slice(0, 8)}01`,
  }[preset]
  return { from, to }
}

/** Which preset a range is, if any. */
export const presetOf = (range: { from: string; to: string }, now = new Date()) =>
  RANGE_PRESETS.find((preset) => {
    const days = presetRange(preset, now)
    return days.from === range.from && days.to === range.to
  })
