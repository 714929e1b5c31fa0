import { describe, expect, it } from 'vitest'
import { BOM, csvChunks, csvLine, instant, money } from './csv.ts'

async function text(chunks: AsyncIterable<string>) {
  let all = ''
  for await (const chunk of chunks) all += chunk
  return all
}

async function* rows(count: number) {
  for (let n = 0; n < count; n += 1) yield [n, `clip ${n}`]
}

describe('csvLine', () => {
  it('ends a record with CRLF and leaves plain cells bare', () => {
    expect(csvLine(['Sunset Loop', 3, null, money(1250)])).toBe('Sunset Loop,3,,12.50\r\n')
  })

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvLine(['Rock, "Roll"', 'two\nlines', 'a\r\nb'])).toBe(
      '"Rock, ""Roll""","two\nlines","a\r\nb"\r\n',
    )
  })

  it('escapes typed text that would start a formula', () => {
    expect(csvLine(['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1),'\tx,"'\rx"\r\n`,
    )
  })

  it('keeps figures the server wrote as numbers, negative ones too', () => {
    expect(csvLine([money(-1250), -3, money(0), instant(new Date(Date.UTC(2026, 10, 1)))])).toBe(
      '-12.50,-3,0.00,2026-11-01T00:00:00.000Z\r\n',
    )
  })
})

describe('csvChunks', () => {
  it('starts with the BOM and one header row', async () => {
    expect(await text(csvChunks(['id', 'title'], rows(2)))).toBe(
      `${BOM}id,title\r\n0,clip 0\r\n1,clip 1\r\n`,
    )
  })

  it('reads rows only as its reader asks for text', async () => {
    let read = 0
    async function* counted() {
      for (let n = 0; n < 100_000; n += 1) {
        read += 1
        yield [n, 'a clip title long enough to fill a chunk']
      }
    }
    const chunks = csvChunks(['id', 'title'], counted())
    await chunks.next()
    await chunks.next()
    expect(read).toBeLessThan(2_000)
    await chunks.return(undefined)
  })
})
