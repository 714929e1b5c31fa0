import { useId } from 'react'

/** A labelled select whose error is announced and tied to it, like FormField. */
export function SelectField({
  label,
  name,
  value,
  options,
  error,
  onChange,
}: {
  label: string
  name: string
  value: string
  options: { value: string; label: string }[]
  error?: string | undefined
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-zinc-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-12 w-full rounded-xl border border-zinc-300 bg-white px-4 text-zinc-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  )
}
