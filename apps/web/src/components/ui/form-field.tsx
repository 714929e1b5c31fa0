import { type ComponentProps, type Ref, useId } from 'react'
import { cn } from '@/lib/cn'

type FieldProps = {
  label: string
  error?: string
  multiline?: boolean
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>
} & Omit<ComponentProps<'input'> & ComponentProps<'textarea'>, 'ref'>

const controlClass =
  'w-full rounded-xl border bg-white px-4 py-3 text-zinc-900 placeholder:text-zinc-500 aria-invalid:border-rose-600'

/** A labelled input or textarea whose error is announced and tied to it by aria-describedby. */
export function FormField({
  label,
  error,
  multiline = false,
  className,
  ref,
  ...props
}: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cn(controlClass, error ? 'border-rose-600' : 'border-zinc-300', className),
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-zinc-900">
        {label}
      </label>
      {multiline ? (
        <textarea rows={5} ref={ref} {...props} {...shared} />
      ) : (
        <input ref={ref} {...props} {...shared} />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  )
}
