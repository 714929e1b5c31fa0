/** Dollars as the back office shows them: $1,234.50. */
export const dollars = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD' })
