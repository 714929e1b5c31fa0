import {
  SIGN_FONT_LABELS,
  SIGN_FONTS,
  TEXT_ALIGNS,
  TEXT_ANIMATIONS,
  type TemplateField,
} from '@marquee/core'
import { Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormField } from '@/components/ui/form-field'
import { SelectField } from './select-field'
import { TemplateBoxInputs } from './template-box-inputs'
import { ColorInput, NumberInput, optionsOf } from './template-field-inputs'
import { TemplateSpanInputs } from './template-span-inputs'

/** The whole row on a phone, where short number inputs go two to a row. */
const Wide = ({ children }: { children: ReactNode }) => (
  <div className="col-span-2 sm:col-span-1">{children}</div>
)

/** One text field of the template: what the customer is asked, and how it is drawn and when. */
export function TemplateFieldCard({
  field,
  index,
  errors,
  clipSeconds,
  swatch,
  onChange,
  onRemove,
}: {
  field: TemplateField
  index: number
  /** The server's refusals for this field, by key ("label", "box.width"). */
  errors: Record<string, string>
  clipSeconds: number | null
  swatch: string
  onChange: (field: TemplateField) => void
  onRemove: () => void
}) {
  const set = (patch: Partial<TemplateField>) => onChange({ ...field, ...patch })
  const text = (key: 'name' | 'label' | 'default', label: string) => (
    <Wide>
      <FormField
        label={label}
        value={field[key]}
        error={errors[key]}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </Wide>
  )
  return (
    <fieldset className="rounded-xl bg-white p-4 ring-1 ring-zinc-200 sm:p-5">
      <legend className="sr-only">Field {index + 1}</legend>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-base font-bold text-zinc-900">
          <span
            aria-hidden="true"
            className="grid size-6 place-items-center rounded-full text-xs font-bold text-zinc-950"
            style={{ background: swatch }}
          >
            {index + 1}
          </span>
          {field.label.trim() || `Field ${index + 1}`}
        </h3>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove field {index + 1}
        </button>
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {text('label', 'Label')}
        {text('name', 'Name (for the API)')}
        {text('default', 'Default text')}
        <NumberInput
          label="Max length"
          value={field.maxLength}
          min={1}
          max={60}
          step={1}
          error={errors.maxLength}
          onChange={(maxLength) => set({ maxLength })}
        />
        <label className="flex h-12 items-center gap-3 self-end rounded-xl border border-zinc-300 bg-white px-4 text-sm font-semibold text-zinc-900">
          <input
            type="checkbox"
            checked={field.upperCase}
            onChange={(event) => set({ upperCase: event.target.checked })}
            className="size-4 accent-amber-500"
          />
          Upper case
        </label>
        <Wide>
          <SelectField
            label="Font"
            name={`font-${index}`}
            value={field.font}
            options={optionsOf(SIGN_FONTS, SIGN_FONT_LABELS)}
            error={errors.font}
            onChange={(font) => set({ font: font as TemplateField['font'] })}
          />
        </Wide>
        <Wide>
          <SelectField
            label="Alignment"
            name={`align-${index}`}
            value={field.align}
            options={optionsOf(TEXT_ALIGNS)}
            error={errors.align}
            onChange={(align) => set({ align: align as TemplateField['align'] })}
          />
        </Wide>
        <Wide>
          <SelectField
            label="Animation"
            name={`animation-${index}`}
            value={field.animation}
            options={optionsOf(TEXT_ANIMATIONS)}
            error={errors.animation}
            onChange={(animation) => set({ animation: animation as TemplateField['animation'] })}
          />
        </Wide>
        <Wide>
          <ColorInput
            label="Text colour"
            value={field.color}
            error={errors.color}
            onChange={(color) => set({ color: color ?? '#ffffff' })}
          />
        </Wide>
        <Wide>
          <ColorInput
            label="Backdrop"
            value={field.backdrop}
            optional="Fill"
            error={errors.backdrop}
            onChange={(backdrop) => set({ backdrop })}
          />
        </Wide>
        <TemplateSpanInputs
          start={field.start}
          end={field.end}
          clipSeconds={clipSeconds}
          errors={errors}
          onChange={set}
        />
      </div>
      <TemplateBoxInputs box={field.box} errors={errors} onChange={(box) => set({ box })} />
    </fieldset>
  )
}
