import { MAX_SIGN_SIDE, type Me } from '@marquee/core'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '@/components/ui/button-styles'
import { useDownloadFlow } from '../hooks/use-download-flow'
import { DownloadProgress } from './download-progress'
import { SizeFormatFields, type SizeFormatValue } from './size-format-fields'

/**
 * A clip the customer bought: converted again at any size and format for free (the server
 * checks the purchase). Starts from the account's saved sign size.
 */
export function PurchasedDownloadForm({
  productId,
  sign,
  customOrderId,
}: {
  productId: number
  sign: Me['metadata'] | undefined
  /** A delivered custom order: its finished master is converted instead of the catalogue clip. */
  customOrderId?: number
}) {
  const flow = useDownloadFlow({ goHome: false })
  const [target, setTarget] = useState<SizeFormatValue>({
    width: sign?.sign_width ?? 384,
    height: sign?.sign_height ?? 192,
    format: 'mp4',
  })
  const valid = [target.width, target.height].every(
    (side) => Number.isInteger(side) && side >= 1 && side <= MAX_SIGN_SIDE,
  )
  return (
    <form
      aria-label="Download this clip"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) flow.start({ productId, customOrderId, ...target })
      }}
    >
      <div className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
        <SizeFormatFields value={target} onChange={setTarget} size="sm" />
        <button
          type="submit"
          disabled={!valid || flow.processing}
          className={buttonClass('dark', 'sm', 'h-10')}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </button>
      </div>
      {flow.processing && <DownloadProgress progress={flow.progress} />}
      {flow.error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {flow.error}
        </p>
      )}
    </form>
  )
}
