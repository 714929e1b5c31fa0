/** Reads RFC 4180 text back into records, as a spreadsheet would: for asserting on exports. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"'
      i += 1
    } else if (char === '"') {
      quoted = !quoted
    } else if (quoted) {
      cell += char
    } else if (char === ',') {
      record.push(cell)
      cell = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      records.push([...record, cell])
      record = []
      cell = ''
      i += 1
    } else {
      cell += char
    }
  }
  return records
}
