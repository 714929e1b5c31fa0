import type { Analytics } from '@marquee/core'
import { Link } from 'react-router'
import { dollars } from '../dollars'
import { RankedList } from './ranked-list'

const clipLink = (productId: number, title: string) => (
  <Link to={`/admin/catalogue/${productId}`} className="font-medium text-amber-800 underline">
    {title}
  </Link>
)

/** Top clips by revenue and by downloads, and the searches that found nothing. */
export function AnalyticsLists({ figures }: { figures: Analytics }) {
  const { byRevenue, byDownloads } = figures.topClips
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-3">
      <RankedList
        title="Top clips by revenue"
        empty="No clips sold in this range."
        rows={byRevenue.map((clip) => ({
          key: clip.productId,
          label: clipLink(clip.productId, clip.title),
          value: dollars(clip.revenue),
        }))}
      />
      <RankedList
        title="Top clips by downloads"
        empty="No downloads in this range."
        rows={byDownloads.map((clip) => ({
          key: clip.productId,
          label: clipLink(clip.productId, clip.title),
          value: String(clip.downloads),
        }))}
      />
      <RankedList
        title="Searches that found nothing"
        empty="Every search found something."
        rows={figures.zeroResultSearches.map((search) => ({
          key: search.query,
          label: <q>{search.query}</q>,
          value: `${search.count}×`,
        }))}
      />
    </div>
  )
}
