import type { SignSize } from '@marquee/core'
import { Type } from 'lucide-react'
import type { UseFormReturn } from 'react-hook-form'
import type { OrderFormValues } from '../../lib/order-form-fields'
import type { PersonalStatus } from '../../lib/personal-texts'
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
    </fieldset>
  )
}
