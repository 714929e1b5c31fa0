/** @jsxRuntime automatic @jsxImportSource react */
import { Column, Row, Section } from '@react-email/components'
import type { CheckoutReminderLetter } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, LineText, Paragraph } from './parts.tsx'

type Props = CheckoutReminderLetter & { publicUrl: string }

/** Says why it came (the box they ticked) and that no other will follow. */
export function CheckoutReminder({ name, lines, couponCode, link, linkDays, publicUrl }: Props) {
  return (
    <Layout
      preview="Your clips are still in your cart"
      publicUrl={publicUrl}
      reason="You get this mail because you ticked “Email me a reminder if I don't finish this checkout” at checkout. It is the only reminder we send about this checkout."
    >
      <Paragraph>Hello {name},</Paragraph>
      <Paragraph>
        You started a checkout at Marquee and did not finish it. Your cart held:
      </Paragraph>
      <Section style={{ margin: '0 0 16px' }}>
        {lines.map((line) => (
          <Row key={`${line.title}-${line.filetype}-${line.options.join()}`}>
            <Column>
              <LineText line={line} />
            </Column>
          </Row>
        ))}
      </Section>
      {couponCode && <Paragraph>Coupon applied: {couponCode}</Paragraph>}
      <Paragraph>
        This link puts these clips, with their options, back in your cart for the next {linkDays}{' '}
        days. Prices are checked again before you pay.
      </Paragraph>
      <Action href={link} label="Back to your cart" />
      <Paragraph>
        This is the only reminder we send about this checkout. If you have changed your mind, there
        is nothing to do.
      </Paragraph>
    </Layout>
  )
}
