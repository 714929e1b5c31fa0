import type { TemplateLogo } from '@marquee/core'
import { ImageIcon, Trash2 } from 'lucide-react'
import { FormField } from '@/components/ui/form-field'
import { TemplateBoxInputs } from './template-box-inputs'
import { ColorInput } from './template-field-inputs'
import { TemplateSpanInputs } from './template-span-inputs'

/**
 * The template's logo slot: what the customer is asked for, where their picture goes (fitted
 * inside the box, centred), over which backdrop, and when.
 */
export function TemplateLogoCard({
  slot,
  errors,
  clipSeconds,
  swatch,
  onChange,
  onRemove,
}: {
  slot: TemplateLogo
  /** The server's refusals for the slot, by key ("label", "box.width"). */
  errors: Record<string, string>
  clipSeconds: number | null
  swatch: string
  onChange: (slot: TemplateLogo) => void
  onRemove: () => void
}) {
  const set = (patch: Partial<TemplateLogo>) => onChange({ ...slot, ...patch })
  return (
    <fieldset className="rounded-xl bg-white p-4 ring-1 ring-zinc-200 sm:p-5">
      <legend className="sr-only">Logo slot</legend>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-base font-bold text-zinc-900">
          <span
            aria-hidden="true"
            className="grid size-6 place-items-center rounded-full text-zinc-950"
            style={{ background: swatch }}
          >
            <ImageIcon className="size-3.5" />
          </span>
          Logo slot: {slot.label.trim() || 'the customer’s logo'}
        </h3>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove logo slot
        </button>
      </div>
      <p className="mb-4 text-sm text-zinc-600">
        The customer’s PNG, JPG or WebP is fitted inside the box, centred, without changing its
        shape; without one, the clip shows there.
      </p>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div className="col-span-2">
          <FormField
            label="Label"
            value={slot.label}
            error={errors.label}
            onChange={(event) => set({ label: event.target.value })}
          />
        </div>
        <div className="col-span-2">
          <ColorInput
            label="Backdrop"
            value={slot.backdrop}
            optional="Fill"
            error={errors.backdrop}
            onChange={(backdrop) => set({ backdrop })}
          />
        </div>
        <TemplateSpanInputs
          start={slot.start}
          end={slot.end}
          clipSeconds={clipSeconds}
          errors={errors}
          onChange={set}
        />
      </div>
      <TemplateBoxInputs box={slot.box} errors={errors} onChange={(box) => set({ box })} />
    </fieldset>
  )
}
