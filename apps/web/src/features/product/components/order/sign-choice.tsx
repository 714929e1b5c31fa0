import type { Sign } from '@marquee/core'
import { Check } from 'lucide-react'
import type { UseFormReturn } from 'react-hook-form'
import { cn } from '@/lib/cn'
import { fileSummary } from '../../lib/file-summary'
import type { OrderFormValues } from '../../lib/order-form-fields'
import { formHoldsSign, signOrderValues } from '../../lib/sign-order-values'

/**
 * The customer's signs, offered before the size fields: picking one fills the same width,
 * height, colour depth, frame rate and file type the customer could type.
 */
export function SignChoice({
  signs,
  form,
}: {
  signs: readonly Sign[]
  form: UseFormReturn<OrderFormValues, unknown, unknown>
}) {
  const [width, height, depth, fps, fileType, codec, budgetKb] = form.watch([
    'width',
    'height',
    'depth',
    'fps',
    'fileType',
    'codec',
    'budgetKb',
  ])
  const pick = (sign: Sign) => {
    const options = { shouldValidate: true, shouldTouch: true, shouldDirty: true }
    const values = signOrderValues(sign)
    form.setValue('width', values.width, options)
    form.setValue('height', values.height, options)
    form.setValue('depth', values.depth, options)
    if (values.fileType) form.setValue('fileType', values.fileType, options)
    form.setValue('fps', values.fps, options)
    form.setValue('codec', values.codec, options)
    form.setValue('budgetKb', values.budgetKb, options)
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-zinc-900">Your signs</legend>
      <div className="grid grid-cols-2 gap-2">
        {signs.map((sign) => {
          const chosen = formHoldsSign(
            { width, height, depth, fps, fileType, codec, budgetKb },
            sign,
          )
          return (
            <button
              key={sign.id}
              type="button"
              aria-pressed={chosen}
              onClick={() => pick(sign)}
              className={cn(
                'flex min-h-12 min-w-0 flex-col items-start justify-center rounded-xl px-3 py-2 border text-left text-sm transition-colors',
                chosen
                  ? 'border-zinc-900 bg-zinc-900 text-white'
                  : 'border-zinc-300 bg-white text-zinc-900 hover:border-zinc-900',
              )}
            >
              <span className="flex w-full min-w-0 items-center gap-1.5 font-semibold">
                {chosen && <Check aria-hidden="true" className="size-4 shrink-0" />}
                <span className="truncate">{sign.name}</span>
              </span>
              <span className={cn('text-xs', chosen ? 'text-zinc-300' : 'text-zinc-600')}>
                {fileSummary(sign)}
              </span>
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
