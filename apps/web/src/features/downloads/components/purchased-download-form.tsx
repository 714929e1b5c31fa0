import { FILE_TYPES, MAX_SIGN_SIDE, type Me } from '@marquee/core'
import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { buttonClass } from '@/components/ui/button-styles'
import { useDownloadFlow } from '../hooks/use-download-flow'
import { DownloadProgress } from './download-progress'

const inputClass = 'h-10 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm'

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
  const id = useId()
  const flow = useDownloadFlow({ goHome: false })
  const [width, setWidth] = useState(sign?.sign_width ?? 384)
  const [height, setHeight] = useState(sign?.sign_height ?? 192)
  const [format, setFormat] = useState<(typeof FILE_TYPES)[number]>('mp4')
  const valid = [width, height].every(
    (side) => Number.isInteger(side) && side >= 1 && side <= MAX_SIGN_SIDE,
  )
  return (
    <form
      aria-label="Download this clip"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) flow.start({ productId, customOrderId, format, width, height })
      }}
    >
      <div className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
        <label
          htmlFor={`${id}-w`}
          className="flex flex-col gap-1 text-xs font-semibold text-zinc-700"
        >
          Width
          <input
            id={`${id}-w`}
            type="number"
            min={1}
            max={MAX_SIGN_SIDE}
            value={Number.isNaN(width) ? '' : width}
            onChange={(event) => setWidth(event.target.valueAsNumber)}
            className={inputClass}
          />
        </label>
        <label
          htmlFor={`${id}-h`}
          className="flex flex-col gap-1 text-xs font-semibold text-zinc-700"
        >
          Height
          <input
            id={`${id}-h`}
            type="number"
            min={1}
            max={MAX_SIGN_SIDE}
            value={Number.isNaN(height) ? '' : height}
            onChange={(event) => setHeight(event.target.valueAsNumber)}
            className={inputClass}
          />
        </label>
        <label
          htmlFor={`${id}-f`}
          className="flex flex-col gap-1 text-xs font-semibold text-zinc-700"
        >
          Format
          <select
            id={`${id}-f`}
            value={format}
            onChange={(event) => setFormat(event.target.value as typeof format)}
            className={inputClass}
          >
            {FILE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
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
