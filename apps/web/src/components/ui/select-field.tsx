import { type ComponentProps, type Ref, useId } from 'react'
import { cn } from '@/lib/cn'

type SelectFieldProps = {
  label: string
  options: readonly { value: string; label: string }[]
  ref?: Ref<HTMLSelectElement>
} & Omit<ComponentProps<'select'>, 'ref'>

/** A labelled native select: on a phone it opens the system picker. */
export function SelectField({ label, options, className, ref, ...props }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-zinc-900">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        {...props}
        className="h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-zinc-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
