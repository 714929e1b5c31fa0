import type { SignSize, TemplateLogo } from '@marquee/core'
import { ArrowUp, Type } from 'lucide-react'
import type { UseFormReturn } from 'react-hook-form'
import type { SignLogo } from '../../hooks/use-sign-logo'
import type { OrderFormValues } from '../../lib/order-form-fields'
import type { PersonalStatus } from '../../lib/personal-texts'
import { LED_PREVIEW_ID } from '../led/led-preview-id'
import { PersonalTextField } from './personal-text-field'
import { SignLogoField } from './sign-logo-field'

/**
 * The "Personalise" group of a personalisable clip: a switch (the clip is sold plain too), then
 * one input per text field of its template and its logo slot, if any, while it is on (`status`
 * is null while it is off).
 */
export function PersonaliseFields({
  form,
  status,
  sign,
  logoSlot,
  logo,
  signedIn,
  onChange,
}: {
  form: UseFormReturn<OrderFormValues, unknown, unknown>
  status: PersonalStatus | null
  sign: SignSize
  logoSlot: TemplateLogo | null
  logo: SignLogo
  signedIn: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-amber-50 to-white p-4 ring-1 ring-amber-200 sm:p-5">
      <legend className="sr-only">Personalise</legend>
      <label className="flex cursor-pointer items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-950 text-amber-300"
        >
          <Type className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-bold text-zinc-950">Personalise with your words</span>
          <span className="block text-xs text-zinc-600">
            Live in the LED preview; +$35, or a customisation credit
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-label="Personalise with your words"
          checked={status !== null}
          aria-checked={status !== null}
          onChange={(event) => onChange(event.target.checked)}
          className="peer relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-zinc-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-amber-500 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        />
      </label>
      {status?.fields.map((entry) => (
        <PersonalTextField
          key={entry.field.name}
          entry={entry}
          sign={sign}
          registration={form.register(`personalization.${entry.field.name}`)}
        />
      ))}
      {status && logoSlot && (
        <SignLogoField label={logoSlot.label} logo={logo} signedIn={signedIn} />
      )}
      {/* On a phone the preview is a screen away, above the clip's title. */}
      {status && (
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
      )}
    </fieldset>
  )
}
