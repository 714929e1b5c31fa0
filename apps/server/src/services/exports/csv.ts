/**
 * CSV as spreadsheets read it (RFC 4180): UTF-8 with a byte-order mark so Excel takes it as
 * UTF-8, CRLF line ends, a field quoted when it holds a comma, a quote or a line break.
 * Text someone typed (names, titles, emails, codes) is escaped against formula injection
 * (OWASP): one that starts with = + - @, a tab or a carriage return gets a leading quote.
 * Figures the server computed are written as they are, so a refund stays the number -12.50.
 */

/** A figure the server wrote: never escaped. */
export interface Figure {
  readonly figure: string
}

/** Text is typed by someone and escaped; a number or a figure is the server's; null is empty. */
export type Cell = string | number | Figure | null

export const BOM = '\uFEFF'

/** Cents as a decimal amount: -1250 -> -12.50. */
export const money = (cents: number): Figure => ({ figure: (cents / 100).toFixed(2) })

/** A timestamp in UTC, ISO 8601. */
export const instant = (date: Date | null): Figure | null =>
  date ? { figure: date.toISOString() } : null

const FORMULA_START = /^[=+\-@\t\r]/

function field(cell: Cell): string {
  if (cell === null) return ''
  const text =
    typeof cell === 'number'
      ? String(cell)
      : typeof cell === 'string'
        ? FORMULA_START.test(cell)
          ? `'${cell}`
          : cell
        : cell.figure
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record and its CRLF. */
export const csvLine = (cells: readonly Cell[]): string => `${cells.map(field).join(',')}\r\n`

/**
 * The file as chunks of about 64 KiB: the BOM and header first, then the rows as they are
 * read. It pulls the next row only when its reader asks for more text.
 */
export async function* csvChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly Cell[]>,
): AsyncGenerator<string> {
  yield BOM + csvLine(header)
  let chunk = ''
  for await (const row of rows) {
    chunk += csvLine(row)
    if (chunk.length >= 65_536) {
      yield chunk
      chunk = ''
    }
  }
  if (chunk) yield chunk
}
