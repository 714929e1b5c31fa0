import { MIN_TEXT_LEDS, READABLE_TEXT_LEDS, type SignSize } from '@marquee/core'
import { CircleAlert, Ruler, TriangleAlert } from 'lucide-react'
import { type ChangeEvent, useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '@/lib/cn'
import type { PersonalField } from '../../lib/personal-texts'

/** Upper-cases the input as the customer types, keeping the caret where it was. */
function upperCaseInPlace(input: HTMLInputElement) {
  const upper = input.value.toUpperCase()
  if (upper === input.value) return
  const { selectionStart, selectionEnd } = input
  input.value = upper
  input.setSelectionRange(selectionStart, selectionEnd)
}

function Note({
  tone,
  id,
  children,
}: {
  tone: 'info' | 'warn' | 'error'
  id: string
  children: string
}) {
  const Icon = tone === 'info' ? Ruler : tone === 'warn' ? TriangleAlert : CircleAlert
  return (
    <p
      id={id}
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex items-start gap-1.5 text-xs leading-snug',
        tone === 'info' && 'text-zinc-600',
        tone === 'warn' && 'font-medium text-amber-800',
        tone === 'error' && 'font-medium text-rose-700',
      )}
    >
      <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {children}
    </p>
  )
}

/**
 * One of the clip's text fields: its default as the placeholder, a character counter, and how
 * tall the text comes out on the customer's sign, warned when small and refused when it
 * cannot be drawn.
 */
export function PersonalTextField({
  entry,
  sign,
  registration,
}: {
  entry: PersonalField
  sign: SignSize
  registration: UseFormRegisterReturn
}) {
  const id = useId()
  const { field, typed, placement, legibility, problem, roomLeds } = entry
  const size = `${sign.width}x${sign.height}`
  const leds = Math.max(1, Math.floor(placement.capLeds))
  const used = [...typed].length
  const error =
    problem ??
    (legibility === 'too-small'
      ? roomLeds < MIN_TEXT_LEDS
        ? `Too small to draw at ${size} — choose a bigger size`
        : `Too long to fit at ${size} — shorten it`
      : null)
  const warning =
    !error && legibility === 'small'
      ? `Small for a sign: under ${READABLE_TEXT_LEDS} LEDs tall is hard to read from a distance — ${roomLeds < READABLE_TEXT_LEDS ? 'choose a bigger size' : 'shorten it or choose a bigger size'}`
      : null
  const notes = [`${id}-size`, warning && `${id}-warn`, error && `${id}-error`].filter(Boolean)
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-zinc-900">
          {field.label}
        </label>
        <span
          data-testid={`${field.name}-count`}
          className={cn(
            'text-xs tabular-nums',
            used >= field.maxLength ? 'font-semibold text-amber-800' : 'text-zinc-500',
          )}
        >
          {used}/{field.maxLength}
        </span>
      </div>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={field.default}
        maxLength={field.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={notes.join(' ')}
        {...registration}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (field.upperCase) upperCaseInPlace(event.target)
          return registration.onChange(event)
        }}
        className={cn(
          'h-12 w-full rounded-xl border bg-white px-4 text-zinc-900 placeholder:text-zinc-400',
          field.upperCase && 'placeholder:uppercase',
          error ? 'border-rose-600' : 'border-zinc-300',
        )}
      />
      <Note tone="info" id={`${id}-size`}>
        {`About ${leds} ${leds === 1 ? 'LED' : 'LEDs'} tall at ${size}`}
      </Note>
      {warning && (
        <Note tone="warn" id={`${id}-warn`}>
          {warning}
        </Note>
      )}
      {error && (
        <Note tone="error" id={`${id}-error`}>
          {error}
        </Note>
      )}
    </div>
  )
}
