/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'subscription-started' | 'subscription-renewed' }> & {
  publicUrl: string
}

export function SubscriptionStarted({ plan, downloads, customizations, until, publicUrl }: Props) {
  return (
    <Layout
      preview={`Welcome to Marquee ${plan}`}
      publicUrl={publicUrl}
      reason="You get this mail because you subscribed to a Marquee plan."
    >
      <Paragraph>Welcome to Marquee {plan}.</Paragraph>
      <Paragraph>
        This period gives you {downloads} downloads and {customizations} customisations, until{' '}
        {until}.
      </Paragraph>
      <Action href={`${publicUrl}/pages/account`} label="Go to your account" />
    </Layout>
  )
}
