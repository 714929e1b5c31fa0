import {
  type ColourDepth,
  controllerPreset,
  type Sign,
  type SignInput,
  signInputSchema,
} from '@marquee/core'

/** The budget's units as the form offers them. */
export const BUDGET_UNITS = { KB: 1024, MB: 1024 * 1024 } as const
export type BudgetUnit = keyof typeof BUDGET_UNITS

/** The sign form's fields as its inputs hold them. */
export interface SignFormValues {
  name: string
  width: string
  height: string
  depth: ColourDepth
  format: Sign['format']
  fps: string
  codec: Sign['codec']
  preset: string
  budget: string
  budgetUnit: BudgetUnit
}

/** Which form field shows a message about each of the API's fields. */
export const FORM_FIELD_OF: Record<keyof SignInput, keyof SignFormValues> = {
  name: 'name',
  width: 'width',
  height: 'height',
  depth: 'depth',
  format: 'format',
  fps: 'fps',
  codec: 'codec',
  preset: 'preset',
  maxBytes: 'budget',
}

/** A new sign's fields: the store's usual file. */
export const EMPTY_SIGN: SignFormValues = {
  name: '',
  width: '',
  height: '',
  depth: 'full',
  format: 'mp4',
  fps: 'source',
  codec: 'mjpeg',
  preset: '',
  budget: '',
  budgetUnit: 'MB',
}

const budgetOf = (bytes: number | null): Pick<SignFormValues, 'budget' | 'budgetUnit'> => {
  if (bytes === null) return { budget: '', budgetUnit: 'MB' }
  if (bytes % BUDGET_UNITS.MB === 0)
    return { budget: String(bytes / BUDGET_UNITS.MB), budgetUnit: 'MB' }
  return { budget: String(Math.round(bytes / BUDGET_UNITS.KB)), budgetUnit: 'KB' }
}

/** A kept sign as the form shows it. */
export function signFormValues(sign: Sign): SignFormValues {
  return {
    name: sign.name,
    width: String(sign.width),
    height: String(sign.height),
    depth: sign.depth,
    format: sign.format,
    fps: String(sign.fps),
    codec: sign.codec,
    preset: sign.preset ?? '',
    ...budgetOf(sign.maxBytes),
  }
}

/** The fields a controller preset fills in; a preset without a colour depth keeps the one chosen. */
export function withPreset(values: SignFormValues, presetId: string): SignFormValues {
  const preset = controllerPreset(presetId)
  if (!preset) return { ...values, preset: '' }
  return {
    ...values,
    preset: preset.id,
    format: preset.format,
    codec: preset.codec,
    fps: String(preset.fps),
    depth: preset.depth ?? values.depth,
  }
}

const numberOrText = (value: string) => (value.trim() === '' ? value : Number(value))

/** The form's fields checked as the API checks them: the sign, or each field's message. */
export function checkSignForm(
  values: SignFormValues,
): { sign: SignInput } | { errors: Partial<Record<keyof SignFormValues, string>> } {
  const budget = values.budget.trim()
  const checked = signInputSchema.safeParse({
    name: values.name,
    width: numberOrText(values.width),
    height: numberOrText(values.height),
    depth: values.depth,
    format: values.format,
    fps: values.fps === 'source' ? 'source' : Number(values.fps),
    codec: values.codec,
    preset: values.preset === '' ? null : values.preset,
    maxBytes: budget === '' ? null : Math.round(Number(budget) * BUDGET_UNITS[values.budgetUnit]),
  })
  if (checked.success) return { sign: checked.data }
  const errors: Partial<Record<keyof SignFormValues, string>> = {}
  for (const issue of checked.error.issues) {
    const field = FORM_FIELD_OF[issue.path[0] as keyof SignInput]
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { errors }
}
