import type { UseFormRegisterReturn } from 'react-hook-form'

/** A yes/no choice as two radio buttons under a legend (customisation, rush). */
export function YesNoField({
  legend,
  hint,
  registration,
}: {
  legend: string
  hint: string
  registration: UseFormRegisterReturn
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="text-sm font-semibold text-zinc-900">{legend}</legend>
      <div className="flex gap-2">
        {(['no', 'yes'] as const).map((value) => (
          <label
            key={value}
            className="flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-zinc-300 text-sm font-medium has-checked:border-zinc-900 has-checked:bg-zinc-900 has-checked:text-white"
          >
            <input
              type="radio"
              value={value}
              {...registration}
              className="size-4 accent-amber-400"
            />
            {value === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      <p className="text-xs text-zinc-600">{hint}</p>
    </fieldset>
  )
}
