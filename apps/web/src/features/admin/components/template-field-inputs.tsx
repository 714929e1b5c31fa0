import { useId } from 'react'
import { FormField } from '@/components/ui/form-field'

/** A number input whose value may be blank while typed (NaN), tied to its server error. */
export function NumberInput({
  label,
  value,
  error,
  min,
  max,
  step,
  onChange,
}: {
  label: string
  value: number
  error?: string | undefined
  min?: number
  max?: number | undefined
  step?: number
  onChange: (value: number) => void
}) {
  return (
    <FormField
      label={label}
      type="number"
      inputMode="decimal"
      value={Number.isFinite(value) ? String(value) : ''}
      min={min}
      max={max}
      step={step}
      error={error}
      onChange={(event) =>
        onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value))
      }
    />
  )
}

/** A colour picker; an optional one (the backdrop) has a switch that makes it none. */
export function ColorInput({
  label,
  value,
  error,
  optional,
  onChange,
}: {
  label: string
  value: string | null
  error?: string | undefined
  optional?: string
  onChange: (value: string | null) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-zinc-900">
        {label}
      </label>
      <div className="flex h-12 items-center gap-3 rounded-xl border border-zinc-300 bg-white px-3">
        <input
          id={id}
          type="color"
          value={value ?? '#000000'}
          disabled={value === null}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          className="h-8 w-12 cursor-pointer rounded border-0 bg-transparent p-0 disabled:cursor-not-allowed disabled:opacity-30"
        />
        <span className="font-mono text-sm text-zinc-700">{value ?? 'none'}</span>
        {optional && (
          <label className="ml-auto flex items-center gap-2 text-sm whitespace-nowrap text-zinc-800">
            <input
              type="checkbox"
              checked={value !== null}
              onChange={(event) => onChange(event.target.checked ? '#000000' : null)}
              className="size-4 accent-amber-500"
            />
            {optional}
          </label>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  )
}

export const optionsOf = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({
    value,
    label: labels?.[value] ?? value[0]?.toUpperCase() + value.slice(1),
  }))
