import { formatPrice, toDollars } from '@marquee/core'
import PDFDocument from 'pdfkit'
import type { InvoiceParty } from '../../db/schema.ts'
import type { InvoiceRow } from './issue-invoice.ts'

const LEFT = 50
const RIGHT = 545
const WIDTH = RIGHT - LEFT
const GREY = '#52525b'
const INK = '#18181b'
const RULE = '#d4d4d8'
/** Below this a line or the totals start a new page, clear of the footer. */
const PAGE_END = 680

const money = (cents: number) => formatPrice(toDollars(cents))
const day = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** The columns of the lines table: description takes what the numbers leave. */
const COLUMNS = { description: LEFT, quantity: 330, unit: 385, amount: 465 }

/**
 * An invoice or credit note as an A4 PDF: seller and buyer, number and date, the lines with
 * their extras, then subtotal, discount, tax and total. The standard Helvetica fonts keep it
 * small and need no font files.
 */
export function renderInvoicePdf(invoice: InvoiceRow, corrects: string | null): Promise<Buffer> {
  const credit = invoice.kind === 'credit_note'
  const title = credit ? 'Credit note' : 'Invoice'
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.name },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  party(doc, invoice.seller, LEFT, 50, 260, { heading: null, bold: true })
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK)
  doc.text(title.toUpperCase(), 320, 50, { width: RIGHT - 320, align: 'right' })
  const facts: Array<[string, string]> = [
    [credit ? 'Credit note no.' : 'Invoice no.', invoice.number],
    ['Date', day(invoice.issuedAt)],
    ...(corrects ? ([['Corrects invoice', corrects]] as Array<[string, string]>) : []),
    ['Currency', invoice.currency.toUpperCase()],
  ]
  let y = 84
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, 320, y, { width: 100 })
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, 420, y, { width: RIGHT - 420, align: 'right' })
    y += 14
  }

  const buyerTop = Math.max(doc.y, y) + 24
  party(doc, invoice.buyer, LEFT, buyerTop, 260, { heading: credit ? 'Credited to' : 'Billed to' })
  y = Math.max(doc.y, buyerTop) + 24
  if (credit) {
    doc.font('Helvetica').fontSize(10).fillColor(INK)
    doc.text(
      `This credit note corrects invoice ${corrects ?? ''}: the amount below is refunded to the original payment method.`,
      LEFT,
      y,
      { width: WIDTH },
    )
    y = doc.y + 16
  }
  y = linesTable(doc, invoice, y)
  totals(doc, invoice, y + 8, credit)

  doc.font('Helvetica').fontSize(8).fillColor(GREY)
  doc.text(
    `${invoice.seller.name} · ${invoice.seller.email}. Prices include tax where tax applies.`,
    LEFT,
    780,
    { width: WIDTH, align: 'center' },
  )
  doc.end()
  return done
}

function party(
  doc: PDFKit.PDFDocument,
  who: InvoiceParty,
  x: number,
  y: number,
  width: number,
  style: { heading: string | null; bold?: boolean },
) {
  doc.x = x
  doc.y = y
  if (style.heading) {
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(GREY)
      .text(style.heading.toUpperCase(), { width })
    doc.moveDown(0.3)
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(style.bold ? 14 : 11)
    .fillColor(INK)
    .text(who.name || who.email, { width })
  doc.font('Helvetica').fontSize(9).fillColor(GREY)
  for (const line of who.addressLines) doc.text(line, { width })
  if (who.name) doc.text(who.email, { width })
  if (who.taxId) doc.text(`Tax ID: ${who.taxId}`, { width })
}

function linesTable(doc: PDFKit.PDFDocument, invoice: InvoiceRow, top: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(GREY)
  doc.text('Description', COLUMNS.description, top)
  doc.text('Qty', COLUMNS.quantity, top, { width: 45, align: 'right' })
  doc.text('Unit price', COLUMNS.unit, top, { width: 70, align: 'right' })
  doc.text('Amount', COLUMNS.amount, top, { width: RIGHT - COLUMNS.amount, align: 'right' })
  rule(doc, top + 14)
  let y = top + 22
  for (const line of invoice.lines) {
    // A long cart goes on over the next page rather than over the footer.
    if (y > PAGE_END) {
      doc.addPage()
      y = LEFT
    }
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK)
    doc.text(line.description, COLUMNS.description, y, { width: 270 })
    let below = doc.y
    doc.font('Helvetica').fontSize(10)
    doc.text(String(line.quantity), COLUMNS.quantity, y, { width: 45, align: 'right' })
    doc.text(money(line.unitCents), COLUMNS.unit, y, { width: 70, align: 'right' })
    doc.text(money(line.amountCents), COLUMNS.amount, y, {
      width: RIGHT - COLUMNS.amount,
      align: 'right',
    })
    doc.font('Helvetica').fontSize(8.5).fillColor(GREY)
    for (const detail of line.details) {
      doc.text(detail, COLUMNS.description, below, { width: 270 })
      below = doc.y
    }
    y = below + 8
    rule(doc, y - 4)
  }
  return y
}

function totals(doc: PDFKit.PDFDocument, invoice: InvoiceRow, top: number, credit: boolean) {
  const taxLabel =
    invoice.taxCents > 0 || invoice.taxPercent > 0
      ? `Tax included (${invoice.taxPercent}%)`
      : 'Tax (none charged)'
  const rows: Array<[string, string, boolean]> = [
    ['Subtotal', money(invoice.subtotalCents), false],
    ...(invoice.discountCents > 0
      ? ([['Discount', `-${money(invoice.discountCents)}`, false]] as Array<
          [string, string, boolean]
        >)
      : []),
    [taxLabel, money(invoice.taxCents), false],
    [credit ? 'Total credited' : 'Total paid', money(invoice.totalCents), true],
  ]
  let y = top
  if (y > PAGE_END) {
    doc.addPage()
    y = LEFT
  }
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .fillColor(INK)
    doc.text(label, 330, y, { width: 120 })
    doc.text(value, 450, y, { width: RIGHT - 450, align: 'right' })
    y += strong ? 20 : 16
  }
}

function rule(doc: PDFKit.PDFDocument, y: number) {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke()
}
