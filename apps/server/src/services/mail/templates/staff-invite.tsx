/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'staff-invite' }> & { publicUrl: string }

const WHAT = {
  owner:
    'the whole back office: orders, custom orders, reviews and customers, and also refunds, the catalogue and its prices, coupons and staff',
  staff: 'orders, custom orders, reviews and customers',
}

export function StaffInvite({ name, role, link, minutes, publicUrl }: Props) {
  return (
    <Layout
      preview={`You have the ${role} role in Marquee's back office`}
      publicUrl={publicUrl}
      reason="You get this mail because the shop's owner gave your account a back-office role."
    >
      <Paragraph>Hello {name},</Paragraph>
      <Paragraph>
        You now have the {role} role in Marquee's back office: {WHAT[role]}.
      </Paragraph>
      {link ? (
        <>
          <Paragraph>
            To start, choose your password with this link within {minutes} minutes (it works once):
          </Paragraph>
          <Action href={link} label="Choose your password" />
        </>
      ) : (
        <>
          <Paragraph>Sign in with your account as usual and open the back office:</Paragraph>
          <Action href={`${publicUrl}/admin`} label="Open the back office" />
        </>
      )}
    </Layout>
  )
}
