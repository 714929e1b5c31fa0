/** The look of a conversion form's labels and fields: roomy on a page, compact in a list row. */
export const FIELD_STYLES = {
  md: {
    label: 'flex flex-col gap-1.5 text-sm font-semibold text-zinc-900',
    field: 'h-11 w-full rounded-xl border border-zinc-300 bg-white px-3 text-zinc-900',
  },
  sm: {
    label: 'flex flex-col gap-1 text-xs font-semibold text-zinc-700',
    field: 'h-10 w-full rounded-lg border border-zinc-300 bg-white px-2 text-sm',
  },
} as const

export type FieldSize = keyof typeof FIELD_STYLES
