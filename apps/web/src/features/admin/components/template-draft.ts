import type { TemplateBox, TemplateField, TemplateLogo } from '@marquee/core'

/** A new field, a line across the lower third, shown for the clip's first four seconds or less. */
export function newField(taken: string[], clipSeconds: number | null): TemplateField {
  let n = taken.length + 1
  while (taken.includes(`text_${n}`)) n += 1
  return {
    name: `text_${n}`,
    label: `Text ${n}`,
    default: 'YOUR TEXT',
    maxLength: 20,
    upperCase: true,
    box: { x: 0.05, y: 0.7, width: 0.9, height: 0.25 },
    font: 'bold',
    color: '#ffffff',
    backdrop: null,
    align: 'center',
    animation: 'still',
    start: 0,
    end: Math.min(4, clipSeconds ?? 4),
  }
}

/**
 * A new logo slot: a square-ish box at the lower left, shown for the clip's whole length
 * (four seconds while its length is unknown), with no backdrop.
 */
export function newLogoSlot(clipSeconds: number | null): TemplateLogo {
  return {
    label: 'Your logo',
    box: { x: 0.03, y: 0.6, width: 0.2, height: 0.35 },
    backdrop: null,
    start: 0,
    end: clipSeconds ?? 4,
  }
}

/**
 * Where the server's refusals belong: per field index and for the logo slot, by key
 * ("box.width"), and the rest.
 */
export interface TemplateErrors {
  fields: Record<number, Record<string, string>>
  logo: Record<string, string>
  form: string[]
}

export const NO_ERRORS: TemplateErrors = { fields: {}, logo: {}, form: [] }

/** Splits "fields.0.box.width: ...; logo.end: ...; fields: ..." into the input each names. */
export function templateErrors(message: string): TemplateErrors {
  const found: TemplateErrors = { fields: {}, logo: {}, form: [] }
  for (const part of message.split('; ')) {
    const slot = /^logo\.([\w.]+): (.*)$/.exec(part)
    if (slot?.[1] && slot[2] !== undefined) {
      found.logo[slot[1]] ??= slot[2]
      continue
    }
    const match = /^fields\.(\d+)\.([\w.]+): (.*)$/.exec(part)
    if (!match?.[1] || !match[2] || match[3] === undefined) {
      found.form.push(part)
      continue
    }
    const index = Number(match[1])
    const field = found.fields[index] ?? {}
    field[match[2]] ??= match[3]
    found.fields[index] = field
  }
  return found
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))
const thousandths = (value: number) => Math.round(value * 1000) / 1000

/** The box moved by (dx, dy) of the frame, kept inside it. */
export function movedBox(box: TemplateBox, dx: number, dy: number): TemplateBox {
  return {
    ...box,
    x: thousandths(clamp(box.x + dx, 0, 1 - box.width)),
    y: thousandths(clamp(box.y + dy, 0, 1 - box.height)),
  }
}

/** The box with its lower right corner moved by (dx, dy), at least 2% a side, inside the frame. */
export function resizedBox(box: TemplateBox, dx: number, dy: number): TemplateBox {
  return {
    ...box,
    width: thousandths(clamp(box.width + dx, 0.02, 1 - box.x)),
    height: thousandths(clamp(box.height + dy, 0.02, 1 - box.y)),
  }
}
