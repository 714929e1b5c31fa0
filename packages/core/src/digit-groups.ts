/**
 * A number as `toLocaleString('en-US')` writes it ('4,096', '1,234.568', '3.5'): thousands
 * separated by commas, at most three decimals. Without Intl, whose first use loads the locale
 * data, a long task on a slow phone in the middle of whichever page calls it first.
 */
export function digitGroups(value: number): string {
  const [whole = '0', fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : '')
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped
}
