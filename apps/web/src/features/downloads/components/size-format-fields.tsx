import { FILE_TYPES, MAX_SIGN_SIDE } from '@marquee/core'
import { useId } from 'react'

export type FileType = (typeof FILE_TYPES)[number]

export interface SizeFormatValue {
  width: number
  height: number
  format: FileType
}

const STYLES = {
  md: {
    label: 'flex flex-col gap-1.5 text-sm font-semibold text-zinc-900',
    field: 'h-11 w-full rounded-xl border border-zinc-300 bg-white px-3 text-zinc-900',
  },
  sm: {
    label: 'flex flex-col gap-1 text-xs font-semibold text-zinc-700',
    field: 'h-10 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm',
  },
} as const

/**
 * Width, height (1 to MAX_SIGN_SIDE pixels) and file type: the fields every form that
 * converts a clip starts with. They sit in the caller's grid, one cell each.
 */
export function SizeFormatFields({
  value,
  onChange,
  size = 'md',
}: {
  value: SizeFormatValue
  onChange: (next: SizeFormatValue) => void
  size?: keyof typeof STYLES
}) {
  const id = useId()
  const styles = STYLES[size]
  const side = (key: 'width' | 'height', label: string) => (
    <label htmlFor={`${id}-${key}`} className={styles.label}>
      {label}
      <input
        id={`${id}-${key}`}
        type="number"
        min={1}
        max={MAX_SIGN_SIDE}
        required
        value={Number.isNaN(value[key]) ? '' : value[key]}
        onChange={(event) => onChange({ ...value, [key]: event.target.valueAsNumber })}
        className={styles.field}
      />
    </label>
  )
  return (
    <>
      {side('width', 'Width (px)')}
      {side('height', 'Height (px)')}
      <label htmlFor={`${id}-format`} className={styles.label}>
        Format
        <select
          id={`${id}-format`}
          value={value.format}
          onChange={(event) => onChange({ ...value, format: event.target.value as FileType })}
          className={styles.field}
        >
          {FILE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
    </>
  )
}
