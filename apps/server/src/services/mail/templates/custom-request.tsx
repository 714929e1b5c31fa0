/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { DetailList } from './detail-list.tsx'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<
  LetterBody,
  { template: 'custom-request-confirmed' | 'custom-request-received' }
> & { publicUrl: string }

/** To the person who asked for a clip made from scratch (docs/requirements.md §7's custom video query). */
export function CustomRequestConfirmed({ reference, details, publicUrl }: Props) {
  return (
    <Layout
      preview={`We have your custom video request ${reference}`}
      publicUrl={publicUrl}
      reason="You get this mail because you asked Marquee for a custom video."
    >
      <Paragraph>
        Thank you: we have your custom video request {reference}. We reply within two working days
        with a quote and a delivery date.
      </Paragraph>
      <DetailList details={details} />
      <Action href={`${publicUrl}/shop`} label="Browse ready-made clips" />
    </Layout>
  )
}

/** To the shop: a custom video to quote for. */
export function CustomRequestReceived({ reference, details, publicUrl }: Props) {
  return (
    <Layout
      preview={`New custom video request ${reference}`}
      publicUrl={publicUrl}
      reason="You get this mail because you run this Marquee store."
    >
      <Paragraph>Someone asked for a custom video ({reference}).</Paragraph>
      <DetailList details={details} />
      <Action href={`${publicUrl}/admin`} label="Open the back office" />
    </Layout>
  )
}
