import type { TemplateBox } from '@marquee/core'
import { NumberInput } from './template-field-inputs'

const percent = (fraction: number) => Math.round(fraction * 1000) / 10
const BOX_SIDES = [
  ['x', 'Left (%)'],
  ['y', 'Top (%)'],
  ['width', 'Width (%)'],
  ['height', 'Height (%)'],
] as const

/** A box's exact place on the frame, in percent, each side tied to its server error ("box.x"). */
export function TemplateBoxInputs({
  box,
  errors,
  onChange,
}: {
  box: TemplateBox
  errors: Record<string, string>
  onChange: (box: TemplateBox) => void
}) {
  return (
    <div className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {BOX_SIDES.map(([side, label]) => (
        <NumberInput
          key={side}
          label={label}
          value={percent(box[side])}
          min={0}
          max={100}
          step={0.5}
          error={errors[`box.${side}`]}
          onChange={(value) => onChange({ ...box, [side]: value / 100 })}
        />
      ))}
    </div>
  )
}
