/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'credits-added' }> & { publicUrl: string }

export function CreditsAdded({ plan, downloads, customisations, publicUrl }: Props) {
  return (
    <Layout
      preview={`${downloads} downloads added`}
      publicUrl={publicUrl}
      reason="You get this mail because you bought a Marquee credit pack."
    >
      <Paragraph>
        {downloads} downloads and {customisations} customisations were added to your {plan} plan.
      </Paragraph>
      <Action href={`${publicUrl}/pages/account`} label="Go to your account" />
    </Layout>
  )
}
