import { NumberInput } from './template-field-inputs'

/** When a field or the logo slot shows, in seconds of the clip, tied to its server errors. */
export function TemplateSpanInputs({
  start,
  end,
  clipSeconds,
  errors,
  onChange,
}: {
  start: number
  end: number
  clipSeconds: number | null
  errors: Record<string, string>
  onChange: (span: { start: number; end: number }) => void
}) {
  return (
    <>
      <NumberInput
        label="Start (s)"
        value={start}
        min={0}
        max={clipSeconds ?? undefined}
        step={0.1}
        error={errors.start}
        onChange={(value) => onChange({ start: value, end })}
      />
      <NumberInput
        label={clipSeconds === null ? 'End (s)' : `End (s, clip ${clipSeconds.toFixed(1)})`}
        value={end}
        min={0}
        max={clipSeconds ?? undefined}
        step={0.1}
        error={errors.end}
        onChange={(value) => onChange({ start, end: value })}
      />
    </>
  )
}
