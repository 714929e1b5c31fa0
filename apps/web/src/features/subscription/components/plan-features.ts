import type { Plan } from '@marquee/core'

const perMonth = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many} a month`

/** What a plan gives, from its stored figures. */
export function planFeatures(plan: Plan): string[] {
  if (plan.name === 'Free') {
    return ['Buy clips one by one', 'Any size and format', 'Customise any clip for $35']
  }
  return [
    perMonth(plan.downloads, 'download', 'downloads'),
    perMonth(plan.customizations, 'customisation', 'customisations'),
    'Cancel or switch plan at any time',
  ]
}
