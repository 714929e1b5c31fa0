import { inflateSync } from 'node:zlib'
import type { InvoiceSummary } from '@marquee/core'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { bearer, type Tokens } from './oidc-flow.ts'

/**
 * The text a PDF shows, one line per text operation: its content streams inflated and the
 * strings of their TJ operators decoded (the standard fonts write Latin-1 bytes as hex).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length
    const end = source.indexOf('endstream', start)
    let content: string
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      continue
    }
    for (const [, array] of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(array ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part).join('')
      lines.push(Buffer.from(hex, 'hex').toString('latin1'))
    }
  }
  return lines.join('\n')
}

/** GET /api/invoices as `tokens`' customer. */
export async function invoicesOf(app: FastifyInstance, tokens: Tokens): Promise<InvoiceSummary[]> {
  const response = await app.inject({ url: '/api/invoices', headers: bearer(tokens) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().invoices
}

/** GET an invoice's PDF with these headers. */
export function invoicePdf(app: FastifyInstance, id: string, headers: Record<string, string>) {
  return app.inject({ url: `/api/invoices/${id}/pdf`, headers })
}
