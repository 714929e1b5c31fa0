/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'password-reset' }> & { publicUrl: string }

export function PasswordReset({ name, link, minutes, publicUrl }: Props) {
  return (
    <Layout
      preview="Choose a new password"
      publicUrl={publicUrl}
      reason="You get this mail because someone asked to reset the password of this account."
    >
      <Paragraph>Hello {name},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your Marquee account. To choose a new one, open this
        link within {minutes} minutes:
      </Paragraph>
      <Action href={link} label="Choose a new password" />
      <Paragraph>If it was not you, ignore this email: your password stays as it is.</Paragraph>
    </Layout>
  )
}
