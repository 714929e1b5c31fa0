/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'subscription-started' | 'subscription-renewed' }> & {
  publicUrl: string
}

export function SubscriptionRenewed({ plan, downloads, customizations, until, publicUrl }: Props) {
  return (
    <Layout
      preview={`Your ${plan} plan renewed`}
      publicUrl={publicUrl}
      reason="You get this mail because your Marquee subscription renewed."
    >
      <Paragraph>Thank you: your {plan} plan renewed.</Paragraph>
      <Paragraph>
        This period gives you {downloads} downloads and {customizations} customisations, until{' '}
        {until}.
      </Paragraph>
      <Action href={`${publicUrl}/pages/account`} label="Manage your subscription" />
    </Layout>
  )
}
