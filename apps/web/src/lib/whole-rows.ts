// Grids whose last row is never left with a tile or two alone. Tailwind only builds classes it
// finds written out, so every class a grid may need is spelled here in full.

/** A width range between two of Tailwind's breakpoints, as the grids here change columns. */
export type WidthRange =
  | 'base-sm'
  | 'base-md'
  | 'sm-lg'
  | 'sm-up'
  | 'md-lg'
  | 'lg-xl'
  | 'lg-up'
  | 'xl-up'

/** A grid's columns in each width range it passes through, narrowest first. */
export type GridSteps = ReadonlyArray<readonly [WidthRange, number]>

const HIDDEN: Record<WidthRange, string> = {
  'base-sm': 'max-sm:hidden',
  'base-md': 'max-md:hidden',
  'sm-lg': 'sm:max-lg:hidden',
  'sm-up': 'sm:hidden',
  'md-lg': 'md:max-lg:hidden',
  'lg-xl': 'lg:max-xl:hidden',
  'lg-up': 'lg:hidden',
  'xl-up': 'xl:hidden',
}

const SPANS: Record<WidthRange, readonly [string, string, string]> = {
  'base-sm': ['max-sm:col-span-1', 'max-sm:col-span-2', 'max-sm:col-span-3'],
  'base-md': ['max-md:col-span-1', 'max-md:col-span-2', 'max-md:col-span-3'],
  'sm-lg': ['sm:max-lg:col-span-1', 'sm:max-lg:col-span-2', 'sm:max-lg:col-span-3'],
  'sm-up': ['sm:col-span-1', 'sm:col-span-2', 'sm:col-span-3'],
  'md-lg': ['md:max-lg:col-span-1', 'md:max-lg:col-span-2', 'md:max-lg:col-span-3'],
  'lg-xl': ['lg:max-xl:col-span-1', 'lg:max-xl:col-span-2', 'lg:max-xl:col-span-3'],
  'lg-up': ['lg:col-span-1', 'lg:col-span-2', 'lg:col-span-3'],
  'xl-up': ['xl:col-span-1', 'xl:col-span-2', 'xl:col-span-3'],
}

/**
 * The classes that hide the item at `index` of `count` wherever it would fall in an unfilled
 * last row: each width shows as many whole rows as it can (all items when less than a row).
 */
export function wholeRowsClass(index: number, count: number, steps: GridSteps): string {
  return steps
    .filter(([, columns]) => {
      const whole = Math.floor(count / columns) * columns
      return whole > 0 && index >= whole
    })
    .map(([range]) => HIDDEN[range])
    .join(' ')
}

/**
 * The classes for one more tile after `count` others that fills the last row at every width:
 * it spans the columns left over, and is hidden where the rows are already whole.
 */
export function lastRowFillerClass(count: number, steps: GridSteps): string {
  return steps
    .map(([range, columns]) => {
      const left = (columns - (count % columns)) % columns
      return left === 0 ? HIDDEN[range] : SPANS[range][Math.min(left, 3) - 1]
    })
    .join(' ')
}
