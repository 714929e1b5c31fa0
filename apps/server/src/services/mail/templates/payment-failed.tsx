/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'payment-failed' }> & { publicUrl: string }

export function PaymentFailed({ plan, publicUrl }: Props) {
  return (
    <Layout
      preview="We could not take your payment"
      publicUrl={publicUrl}
      reason="You get this mail because you have a Marquee subscription."
    >
      <Paragraph>We could not take the payment for your {plan} plan.</Paragraph>
      <Paragraph>
        Update your card from 'Manage subscription' in your account; downloads resume once it is
        paid.
      </Paragraph>
      <Action href={`${publicUrl}/pages/account`} label="Manage subscription" />
    </Layout>
  )
}
