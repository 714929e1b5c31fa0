/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'order-refunded' }> & { publicUrl: string }

export function OrderRefunded({ orderId, title, amount, reason, cancelled, publicUrl }: Props) {
  return (
    <Layout
      preview={`${amount} is on its way back to you`}
      publicUrl={publicUrl}
      reason="You get this mail because you bought a clip from Marquee."
    >
      <Paragraph>
        {cancelled
          ? `We cancelled your custom order for “${title}” (order #${orderId}) and refunded ${amount} to the card you paid with.`
          : `We refunded ${amount} for “${title}” (order #${orderId}) to the card you paid with.`}{' '}
        Your bank may take 5–10 days to show it.
      </Paragraph>
      <Paragraph>Why: {reason}</Paragraph>
      <Paragraph>The clip is no longer in your downloads.</Paragraph>
      <Action href={`${publicUrl}/pages/account`} label="See your orders" />
    </Layout>
  )
}
