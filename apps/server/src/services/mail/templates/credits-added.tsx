/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'credits-added' }> & { publicUrl: string }

export function CreditsAdded({ plan, downloads, customizations, until, publicUrl }: Props) {
  return (
    <Layout
      preview={`${downloads} downloads added`}
      publicUrl={publicUrl}
      reason="You get this mail because you bought a Marquee credit pack."
    >
      <Paragraph>
        {downloads} downloads and {customizations} customisations were added to your {plan} plan.
      </Paragraph>
      <Paragraph>
        They are yours until {until}, whatever happens to your plan's billing periods, and are used
        once a period's own credits are spent.
      </Paragraph>
      <Action href={`${publicUrl}/pages/account`} label="Go to your account" />
    </Layout>
  )
}
