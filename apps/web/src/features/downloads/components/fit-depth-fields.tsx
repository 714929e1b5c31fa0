import { COLOUR_DEPTHS, type ColourDepth, FIT_MODES, type FitMode } from '@marquee/core'
import { FIELD_STYLES, type FieldSize } from './field-styles'

const FIT_LABELS: Record<FitMode, string> = {
  letterbox: 'Letterbox',
  crop: 'Crop',
  stretch: 'Stretch',
}
const DEPTH_LABELS: Record<ColourDepth, string> = {
  full: 'Full colour',
  'red-green': 'Red/green',
  amber: 'Amber',
}

export interface FitDepthValue {
  fit: FitMode
  depth: ColourDepth
}

/**
 * How the clip meets the sign (fit) and the colours its LEDs show (depth): the two fields a
 * conversion takes after size and format, one grid cell each.
 */
export function FitDepthFields<T extends FitDepthValue>({
  value,
  onChange,
  size = 'md',
}: {
  value: T
  onChange: (next: T) => void
  size?: FieldSize
}) {
  const styles = FIELD_STYLES[size]
  return (
    <>
      <label className={styles.label}>
        Fit
        <select
          value={value.fit}
          onChange={(event) => onChange({ ...value, fit: event.target.value as FitMode })}
          className={styles.field}
        >
          {FIT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {FIT_LABELS[mode]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.label}>
        Colour depth
        <select
          value={value.depth}
          onChange={(event) => onChange({ ...value, depth: event.target.value as ColourDepth })}
          className={styles.field}
        >
          {COLOUR_DEPTHS.map((depth) => (
            <option key={depth} value={depth}>
              {DEPTH_LABELS[depth]}
            </option>
          ))}
        </select>
      </label>
    </>
  )
}
