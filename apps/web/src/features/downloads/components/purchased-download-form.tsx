import { type FileSpec, MAX_SIGN_SIDE, type Me } from '@marquee/core'
import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { buttonClass } from '@/components/ui/button-styles'
import { BUDGET_ERROR, budgetBytes } from '@/lib/file-budget'
import { useDownloadFlow } from '../hooks/use-download-flow'
import { describeDownload } from '../lib/describe-download'
import { DownloadProgress } from './download-progress'
import { FIELD_STYLES } from './field-styles'
import { FitDepthFields } from './fit-depth-fields'
import { SizeFormatFields } from './size-format-fields'

/** The account's saved sign as an MP4, letterboxed in full colour, when nothing was bought as. */
const fromSign = (sign: Me['metadata'] | undefined): FileSpec => ({
  width: sign?.sign_width ?? 384,
  height: sign?.sign_height ?? 192,
  format: 'mp4',
  fit: 'letterbox',
  depth: 'full',
  fps: 'source',
  codec: 'mjpeg',
})

/**
 * A clip the customer bought: converted again at any size, format, fit and depth for free (the
 * server checks the purchase), within a file-size budget when one is typed. Starts from what
 * was bought, else from the saved sign size.
 */
export function PurchasedDownloadForm({
  productId,
  sign,
  boughtAs,
  customOrderId,
  personalization,
}: {
  productId: number
  sign: Me['metadata'] | undefined
  /** The file the paid order line asked for, offered first. */
  boughtAs?: FileSpec | null
  /** A delivered custom order: its finished master is converted instead of the catalogue clip. */
  customOrderId?: number
  /** A bought personalised clip's texts: the file is made with them. */
  personalization?: Record<string, string>
}) {
  const flow = useDownloadFlow({ goHome: false })
  const [target, setTarget] = useState<FileSpec>(boughtAs ?? fromSign(sign))
  const [budgetKb, setBudgetKb] = useState('')
  const maxBytes = budgetBytes(budgetKb)
  const budgetId = useId()
  const valid = [target.width, target.height].every(
    (side) => Number.isInteger(side) && side >= 1 && side <= MAX_SIGN_SIDE,
  )
  return (
    <form
      aria-label={personalization ? 'Download this personalised clip' : 'Download this clip'}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (valid && maxBytes !== undefined) {
          flow.start({ productId, customOrderId, personalization, ...target, maxBytes })
        }
      }}
    >
      {boughtAs && (
        <p className="text-xs text-zinc-600">
          <span className="font-semibold text-zinc-800">
            Bought as {describeDownload(boughtAs)}
          </span>
          . Make it as bought or at any other size, format, fit or colour depth, free.
        </p>
      )}
      <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-3 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto]">
        <SizeFormatFields value={target} onChange={setTarget} size="sm" />
        <FitDepthFields value={target} onChange={setTarget} size="sm" />
        <label htmlFor={budgetId} className={FIELD_STYLES.sm.label}>
          Max file size (KB)
          <input
            id={budgetId}
            type="number"
            inputMode="decimal"
            min={1}
            placeholder="No limit"
            value={budgetKb}
            aria-invalid={maxBytes === undefined || undefined}
            aria-describedby={maxBytes === undefined ? `${budgetId}-error` : undefined}
            onChange={(event) => setBudgetKb(event.target.value)}
            className={FIELD_STYLES.sm.field}
          />
        </label>
        <button
          type="submit"
          disabled={!valid || maxBytes === undefined || flow.processing}
          className={buttonClass('dark', 'sm', 'h-10')}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </button>
      </div>
      {maxBytes === undefined && (
        <p id={`${budgetId}-error`} className="text-sm font-medium text-rose-700">
          {BUDGET_ERROR}
        </p>
      )}
      {flow.processing && <DownloadProgress progress={flow.progress} notice={flow.notice} />}
      {flow.error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {flow.error}
        </p>
      )}
    </form>
  )
}
