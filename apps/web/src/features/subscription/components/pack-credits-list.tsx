import { calendarDate, type PackCredits } from '@marquee/core'

const dateFormat = (date: Date) => calendarDate(date, 'long')
const day = (iso: string) => dateFormat(new Date(iso))
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** Each bought pack's credits left and its end date, in the order they are spent. */
export function PackCreditsList({ packs }: { packs: PackCredits[] }) {
  if (packs.length === 0) return null
  return (
    <section aria-labelledby="credit-packs-title" className="mt-4">
      <h3 id="credit-packs-title" className="text-sm font-semibold text-zinc-900">
        Credit packs
      </h3>
      <p className="text-sm text-zinc-600">
        Used once this period's credits are spent; each lasts 12 months from purchase.
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {packs.map((pack) => (
          <li
            key={pack.id}
            className="flex flex-col gap-1 rounded-2xl bg-zinc-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-sm text-zinc-900">
              <span className="font-semibold">{pack.plan} credits</span>{' '}
              <span className="text-zinc-600">bought {day(pack.bought_at)}</span>
              <br />
              {plural(pack.downloads_left, 'download')} and{' '}
              {plural(pack.customizations_left, 'customisation')} left
            </p>
            <p className="text-sm font-semibold whitespace-nowrap text-zinc-900">
              Until {day(pack.expires_at)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
