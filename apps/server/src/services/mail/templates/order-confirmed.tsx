/** @jsxRuntime automatic @jsxImportSource react */
import { Column, Row, Section, Text } from '@react-email/components'
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, LineText, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'order-confirmed' }> & { publicUrl: string }

export function OrderConfirmed({ lines, total, reference, invoice, publicUrl }: Props) {
  return (
    <Layout
      preview={`Your order is confirmed: ${total}`}
      publicUrl={publicUrl}
      reason="You get this mail because you placed an order at Marquee."
    >
      <Paragraph>Thank you for your order. We have received your payment.</Paragraph>
      <Section>
        {lines.map((line) => (
          <Row key={`${line.title}-${line.filetype}-${line.options.join()}`}>
            <Column>
              <LineText line={line} />
            </Column>
            <Column align="right" style={{ verticalAlign: 'top' }}>
              <Text style={{ margin: 0 }}>{line.amount}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Paragraph>
        <strong>Total paid: {total}</strong>
        <br />
        Order reference: {reference}
      </Paragraph>
      <Paragraph>
        Your clips are ready to download from your account
        {invoice ? `, and your invoice ${invoice} is there as a PDF.` : ', with your invoice.'}
      </Paragraph>
      <Action href={`${publicUrl}/pages/account#invoices`} label="Go to your account" />
    </Layout>
  )
}
