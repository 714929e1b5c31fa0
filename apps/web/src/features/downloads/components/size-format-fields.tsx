import { isStill, MAX_SIGN_SIDE, OUTPUT_TYPES } from '@marquee/core'
import { useId } from 'react'
import { FIELD_STYLES, type FieldSize } from './field-styles'

export type FileType = (typeof OUTPUT_TYPES)[number]

export interface SizeFormatValue {
  width: number
  height: number
  format: FileType
}

/**
 * Width, height (1 to MAX_SIGN_SIDE pixels) and file type: the fields every form that
 * converts a clip starts with. They sit in the caller's grid, one cell each.
 */
export function SizeFormatFields<T extends SizeFormatValue>({
  value,
  onChange,
  size = 'md',
}: {
  value: T
  onChange: (next: T) => void
  size?: FieldSize
}) {
  const id = useId()
  const styles = FIELD_STYLES[size]
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
          {OUTPUT_TYPES.map((type) => (
            <option key={type} value={type}>
              {isStill(type) ? `${type.toUpperCase()} still` : type.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
    </>
  )
}
