/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'subscription-ended' }> & { publicUrl: string }

export function SubscriptionEnded({ plan, publicUrl }: Props) {
  return (
    <Layout
      preview={`Your ${plan} plan has ended`}
      publicUrl={publicUrl}
      reason="You get this mail because your Marquee subscription ended."
    >
      <Paragraph>
        Your {plan} plan has been cancelled. You can subscribe again at any time.
      </Paragraph>
      <Action href={`${publicUrl}/pages/subscribe`} label="See the plans" />
    </Layout>
  )
}
