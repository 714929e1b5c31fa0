import {
  AVI_CODEC_LABELS,
  AVI_CODECS,
  COLOUR_DEPTHS,
  CONTROLLER_PRESETS,
  controllerPreset,
  FRAME_RATES,
  SIGN_FORMATS,
} from '@marquee/core'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '@/components/ui/button-styles'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from '@/components/ui/select-field'
import { notify } from '@/lib/notify'
import { useSaveSign } from '../api/signs'
import {
  BUDGET_UNITS,
  type BudgetUnit,
  checkSignForm,
  type SignFormValues,
  withPreset,
} from '../lib/sign-form-values'
import { DEPTH_LABELS, formatLabel, fpsLabel } from '../lib/sign-labels'

type FieldErrors = Partial<Record<keyof SignFormValues, string>>

const PRESET_OPTIONS = [
  { value: '', label: 'None: I choose myself' },
  ...CONTROLLER_PRESETS.map((preset) => ({ value: preset.id, label: preset.name })),
]
const DEPTH_OPTIONS = COLOUR_DEPTHS.map((depth) => ({ value: depth, label: DEPTH_LABELS[depth] }))
const FORMAT_OPTIONS = SIGN_FORMATS.map((format) => ({ value: format, label: formatLabel(format) }))
const FPS_OPTIONS = FRAME_RATES.map((fps) => ({ value: String(fps), label: fpsLabel(fps) }))
const CODEC_OPTIONS = AVI_CODECS.map((codec) => ({ value: codec, label: AVI_CODEC_LABELS[codec] }))
const UNIT_OPTIONS = Object.keys(BUDGET_UNITS).map((unit) => ({ value: unit, label: unit }))

/** Adds a sign, or changes one (`signId`); the server's refusal shows under the fields. */
export function SignForm({
  initial,
  signId,
  onDone,
}: {
  initial: SignFormValues
  signId?: string
  onDone: () => void
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useSaveSign()
  const set = <K extends keyof SignFormValues>(key: K, value: SignFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }
  const text = (key: 'name' | 'width' | 'height' | 'budget') => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  })
  const preset = controllerPreset(values.preset)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkSignForm(values)
    if ('errors' in checked) {
      setErrors(checked.errors)
      return
    }
    save.mutate(
      { id: signId, sign: checked.sign },
      {
        onSuccess: () => {
          notify('success', signId ? 'Your sign is saved.' : 'Your sign is added.')
          onDone()
        },
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={signId ? `Change ${initial.name}` : 'Add a sign'}
      className="flex flex-col gap-4 rounded-2xl bg-zinc-50 p-4 ring-1 ring-zinc-200 sm:p-5"
    >
      <FormField label="Name" placeholder="Road sign" maxLength={60} {...text('name')} />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label="Width (px)"
          type="number"
          inputMode="numeric"
          min={1}
          {...text('width')}
        />
        <FormField
          label="Height (px)"
          type="number"
          inputMode="numeric"
          min={1}
          {...text('height')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <SelectField
          label="Controller preset (optional)"
          options={PRESET_OPTIONS}
          value={values.preset}
          onChange={(event) => {
            setValues((current) => withPreset(current, event.target.value))
            setErrors({})
          }}
        />
        {preset && <p className="text-sm text-zinc-600">{preset.note}</p>}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <SelectField
          label="Colour depth"
          options={DEPTH_OPTIONS}
          value={values.depth}
          onChange={(event) => set('depth', event.target.value as SignFormValues['depth'])}
        />
        <SelectField
          label="Format"
          options={FORMAT_OPTIONS}
          value={values.format}
          onChange={(event) => set('format', event.target.value as SignFormValues['format'])}
        />
        <SelectField
          label="Frame rate"
          options={FPS_OPTIONS}
          value={values.fps}
          onChange={(event) => set('fps', event.target.value)}
          className={values.format === 'avi' ? undefined : 'col-span-2 sm:col-span-1'}
        />
        {values.format === 'avi' && (
          <SelectField
            label="AVI frames"
            options={CODEC_OPTIONS}
            value={values.codec}
            onChange={(event) => set('codec', event.target.value as SignFormValues['codec'])}
          />
        )}
      </div>
      <div className="grid grid-cols-[1fr_6rem] items-start gap-3">
        <FormField
          label="File-size budget (optional)"
          type="number"
          inputMode="decimal"
          min={1}
          placeholder="No limit"
          {...text('budget')}
        />
        <SelectField
          label="Unit"
          options={UNIT_OPTIONS}
          value={values.budgetUnit}
          onChange={(event) => set('budgetUnit', event.target.value as BudgetUnit)}
        />
      </div>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {save.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={save.isPending} className={buttonClass('dark', 'md')}>
          {save.isPending ? 'Saving…' : signId ? 'Save sign' : 'Add sign'}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('outline', 'md')}>
          Cancel
        </button>
      </div>
    </form>
  )
}
