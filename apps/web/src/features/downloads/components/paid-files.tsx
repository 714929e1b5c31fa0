import type { AccountClip, FileSpec, Order } from '@marquee/core'
import { CircleCheck, Download, Ruler } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button-styles'
import { useAccountDownloads } from '../api/get-account-downloads'
import { useDownloadFlow } from '../hooks/use-download-flow'
import { describeDownload, describeTexts } from '../lib/describe-download'
import { DownloadProgress } from './download-progress'

interface PaidFile {
  orderId: number
  title: string
  productId: number
  /** As bought; null for a clip bought without a sign size, made at any size the customer asks. */
  spec: FileSpec | null
  personalization?: Record<string, string>
}

/** The file each paid order of a clip ready at once stands for, as the account knows it. */
function paidFiles(orders: Order[], clips: AccountClip[]): PaidFile[] {
  return orders.flatMap((order) => {
    const clip = clips.find((entry) => entry.productId === order.product_id)
    const personal = clip?.personalPurchases.find((bought) => bought.orderId === order.id)
    if (!clip || (!personal && !clip.purchased)) return []
    const spec = personal ? personal.boughtAs : clip.boughtAs
    const file = { orderId: order.id, title: order.product_title, productId: clip.productId, spec }
    return [personal ? { ...file, personalization: personal.personalization } : file]
  })
}

/** A clip bought without a size: its page makes it at the customer's sign size, free. */
function AnySizeRow({ file }: { file: PaidFile }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" data-testid="paid-file">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block font-semibold text-zinc-900">{file.title}</span>
          <span className="block text-sm text-zinc-600">
            Any size and format, made for your sign
          </span>
        </p>
        <Link to={`/shop/shop-details/${file.productId}`} className={buttonClass('dark', 'md')}>
          <Ruler aria-hidden="true" className="size-4" />
          Choose size and download
        </Link>
      </div>
    </li>
  )
}

function PaidFileRow({ file, spec }: { file: PaidFile; spec: FileSpec }) {
  const flow = useDownloadFlow({ goHome: false })
  const saved = !flow.processing && flow.progress === 1 && !flow.error
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" data-testid="paid-file">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0">
          <span className="block font-semibold text-zinc-900">{file.title}</span>
          <span className="block text-sm text-zinc-600">
            {describeDownload(spec)}
            {file.personalization && ` · ${describeTexts(file.personalization)}`}
          </span>
        </p>
        {saved ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            Downloaded
          </span>
        ) : null}
        <button
          type="button"
          disabled={flow.processing}
          onClick={() =>
            flow.start({
              productId: file.productId,
              ...spec,
              ...(file.personalization ? { personalization: file.personalization } : {}),
            })
          }
          className={buttonClass(saved ? 'outline' : 'dark', 'md')}
        >
          <Download aria-hidden="true" className="size-4" />
          {saved ? 'Download again' : 'Download now'}
        </button>
      </div>
      {flow.processing && <DownloadProgress progress={flow.progress} notice={flow.notice} />}
      {flow.error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {flow.error}
        </p>
      )}
    </li>
  )
}

/**
 * The paid checkout's clips that are ready at once (not studio work), each downloadable from
 * the success page as it was bought, with its progress and then "Downloaded".
 */
export function PaidFiles({ orders }: { orders: Order[] }) {
  const downloads = useAccountDownloads()
  const files = paidFiles(orders, downloads.data?.clips ?? [])
  if (files.length === 0) return null
  return (
    <section
      aria-labelledby="paid-files"
      className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-6"
    >
      <h3 id="paid-files" className="mb-4 font-bold text-zinc-900">
        Ready to download
      </h3>
      <ul className="divide-y divide-emerald-200">
        {files.map((file) =>
          file.spec ? (
            <PaidFileRow key={file.orderId} file={file} spec={file.spec} />
          ) : (
            <AnySizeRow key={file.orderId} file={file} />
          ),
        )}
      </ul>
    </section>
  )
}
