import type { AccountClip, Me } from '@marquee/core'
import { Download, FileBadge, Film } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { Spinner } from '@/components/ui/spinner'
import { useAccountDownloads } from '../api/get-account-downloads'
import { describeDownload, describeTexts, formatDate } from '../lib/describe-download'
import { CustomOrderStatus } from './custom-order-status'
import { PurchasedDownloadForm } from './purchased-download-form'

function ClipDownloads({ clip, sign }: { clip: AccountClip; sign: Me['metadata'] | undefined }) {
  return (
    <li className="flex flex-col gap-3 border-b border-zinc-200 py-4 last:border-0">
      <div className="flex items-center gap-3">
        {clip.thumbImg ? (
          <img
            src={clip.thumbImg}
            alt=""
            className="h-10 w-20 rounded-md bg-zinc-900 object-cover"
          />
        ) : (
          <Film aria-hidden="true" className="size-6 text-zinc-400" />
        )}
        <Link
          to={`/shop/shop-details/${clip.productId}`}
          className="font-semibold text-zinc-900 hover:underline"
        >
          {clip.productTitle}
        </Link>
        {clip.purchased && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            Purchased
          </span>
        )}
      </div>
      {clip.downloads.length > 0 && (
        <ul aria-label={`Files of ${clip.productTitle}`} className="flex flex-col gap-2">
          {clip.downloads.map((download) => (
            <li
              key={download.id}
              data-testid="clip-file"
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-zinc-50 px-3 py-2 text-sm"
            >
              <span className="text-zinc-800">
                {describeDownload(download)}
                {download.personalization && (
                  <span className="block font-medium text-amber-800">
                    Personalised: {describeTexts(download.personalization)}
                  </span>
                )}
                <span className="block text-xs text-zinc-600">
                  {formatDate(download.createdAt)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                {download.licenceId && (
                  <Link
                    to={`/pages/licence/${download.licenceId}`}
                    className={buttonClass('outline', 'sm')}
                  >
                    <FileBadge aria-hidden="true" className="size-4" />
                    Licence
                  </Link>
                )}
                {download.status === 'ready' && download.url ? (
                  <a
                    href={download.url}
                    download={download.filename}
                    className={buttonClass('dark', 'sm')}
                    aria-label={`Download ${download.filename}`}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Download
                  </a>
                ) : (
                  <span className="text-xs font-semibold text-zinc-600 capitalize">
                    {download.status}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {clip.customOrders.map((order) => (
        <CustomOrderStatus
          key={order.orderId}
          productId={clip.productId}
          order={order}
          sign={sign}
        />
      ))}
      {clip.purchased && (
        <PurchasedDownloadForm productId={clip.productId} boughtAs={clip.boughtAs} sign={sign} />
      )}
    </li>
  )
}

/** The account's clips: each file once, with its licence and a fresh link, and bought clips. */
export function AccountDownloads({ me }: { me: Me }) {
  const downloads = useAccountDownloads()
  if (downloads.isPending) return <Spinner label="Loading your downloads" />
  if (downloads.isError) {
    return (
      <p role="alert" className="text-sm text-rose-700">
        We could not load your downloads. Please try again later.
      </p>
    )
  }
  if (downloads.data.clips.length === 0) {
    return (
      <p className="text-sm text-zinc-600">
        Clips you buy or download with your plan appear here, each with its licence.
      </p>
    )
  }
  return (
    <ul data-testid="account-downloads">
      {downloads.data.clips.map((clip) => (
        <ClipDownloads key={clip.productId} clip={clip} sign={me.metadata} />
      ))}
    </ul>
  )
}
