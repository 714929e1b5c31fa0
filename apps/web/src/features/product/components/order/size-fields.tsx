import { MAX_SIGN_SIDE, REFERENCE_SIZES } from '@marquee/core'
import type { UseFormReturn } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { type OrderFieldName, type OrderFormValues, ratioOf } from '../../lib/order-form-fields'

const CUSTOM = 'custom'
const sizeKey = (width: number, height: number) => `${width}x${height}`
const REFERENCE_OPTIONS = [
  { value: CUSTOM, label: 'Custom size' },
  ...REFERENCE_SIZES.map(({ width, height }) => ({
    value: sizeKey(width, height),
    label: `${width} x ${height}`,
  })),
]

/** Width and height in pixels, the reference sizes, and the reduced ratio they make. */
export function SizeFields({
  form,
  showError,
}: {
  form: UseFormReturn<OrderFormValues, unknown, unknown>
  showError: (field: OrderFieldName) => string | undefined
}) {
  const [width, height] = form.watch(['width', 'height'])
  const current = sizeKey(width, height)
  const reference = REFERENCE_OPTIONS.some((option) => option.value === current) ? current : CUSTOM
  const side = {
    type: 'number',
    inputMode: 'numeric',
    min: 1,
    max: MAX_SIGN_SIDE,
    step: 1,
  } as const
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="mb-2 text-sm font-semibold text-zinc-900">Your sign's size</legend>
      <FormField
        label="Width (px)"
        {...side}
        error={showError('width')}
        {...form.register('width', { valueAsNumber: true })}
      />
      <FormField
        label="Height (px)"
        {...side}
        error={showError('height')}
        {...form.register('height', { valueAsNumber: true })}
      />
      <SelectField
        label="Reference size"
        options={REFERENCE_OPTIONS}
        value={reference}
        onChange={(event) => {
          const picked = REFERENCE_SIZES.find(
            (size) => sizeKey(size.width, size.height) === event.target.value,
          )
          if (!picked) return
          const options = { shouldValidate: true, shouldTouch: true, shouldDirty: true }
          form.setValue('width', picked.width, options)
          form.setValue('height', picked.height, options)
        }}
      />
      <FormField
        label="Aspect ratio"
        readOnly
        value={ratioOf(width, height)}
        className="bg-zinc-50"
      />
    </fieldset>
  )
}
