import type { SignSize } from '@marquee/core'
import { ArrowUp, Type } from 'lucide-react'
import type { UseFormReturn } from 'react-hook-form'
import type { OrderFormValues } from '../../lib/order-form-fields'
import type { PersonalStatus } from '../../lib/personal-texts'
import { LED_PREVIEW_ID } from '../led/led-preview-id'
import { PersonalTextField } from './personal-text-field'

/** The "Personalise" group of a personalisable clip: one input per text field of its template. */
export function PersonaliseFields({
  form,
  status,
  sign,
}: {
  form: UseFormReturn<OrderFormValues, unknown, unknown>
  status: PersonalStatus
  sign: SignSize
}) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-amber-50 to-white p-4 ring-1 ring-amber-200 sm:p-5">
      <legend className="sr-only">Personalise</legend>
      <div aria-hidden="true" className="flex items-center gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-950 text-amber-300">
          <Type className="size-4" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-bold text-zinc-950">Personalise</p>
          <p className="text-xs text-zinc-600">Your words on the clip, live in the LED preview</p>
        </div>
      </div>
      {status.fields.map((entry) => (
        <PersonalTextField
          key={entry.field.name}
          entry={entry}
          sign={sign}
          registration={form.register(`personalization.${entry.field.name}`)}
        />
      ))}
      {/* On a phone the preview is a screen away, above the clip's title. */}
      <button
        type="button"
        onClick={() =>
          document.getElementById(LED_PREVIEW_ID)?.scrollIntoView({ behavior: 'smooth' })
        }
        className="inline-flex h-10 items-center justify-center gap-1.5 self-start rounded-full bg-zinc-950 px-4 text-sm font-semibold text-amber-300 hover:bg-zinc-800 lg:hidden"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        See it on the LED preview
      </button>
    </fieldset>
  )
}
