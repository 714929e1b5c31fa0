/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { DetailList } from './detail-list.tsx'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'order-submitted' | 'custom-order-received' }> & {
  publicUrl: string
}

/** To the customer after Submit Order (docs/requirements.md §4). */
export function OrderSubmitted({ reference, details, publicUrl }: Props) {
  return (
    <Layout
      preview={`We have your customised order ${reference}`}
      publicUrl={publicUrl}
      reason="You get this mail because you submitted a customised order at Marquee."
    >
      <Paragraph>
        Thank you: we have your customised order {reference}. Our designers start on it now and mail
        you when your clip is ready to download.
      </Paragraph>
      <DetailList details={details} />
      <Action href={`${publicUrl}/pages/account`} label="See your orders" />
    </Layout>
  )
}

/** To the shop: a customised order to produce. */
export function CustomOrderReceived({ reference, details, publicUrl }: Props) {
  return (
    <Layout
      preview={`New customised order ${reference}`}
      publicUrl={publicUrl}
      reason="You get this mail because you run this Marquee store."
    >
      <Paragraph>A customer submitted customised order {reference}.</Paragraph>
      <DetailList details={details} />
      <Action href={`${publicUrl}/admin`} label="Open the back office" />
    </Layout>
  )
}
