/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'custom-order' }> & { publicUrl: string }

const opening: Record<Props['step'], (title: string, orderId: number) => string> = {
  in_production: (title, id) => `We have started making your custom "${title}" (order #${id}).`,
  delivered: (title, id) =>
    `Your custom "${title}" (order #${id}) is ready: download it from your account at your sign's size and format.`,
  cancelled: (title, id) => `Your custom order for "${title}" (order #${id}) was cancelled.`,
  message: (title, id) => `The shop wrote about your custom "${title}" (order #${id}):`,
}

export function CustomOrderUpdate({ step, orderId, title, note, reason, publicUrl }: Props) {
  return (
    <Layout
      preview={opening[step](title, orderId)}
      publicUrl={publicUrl}
      reason="You get this mail because you ordered a customised clip from Marquee."
    >
      <Paragraph>{opening[step](title, orderId)}</Paragraph>
      {reason && <Paragraph>Why: {reason}</Paragraph>}
      {note && <Paragraph>{note}</Paragraph>}
      <Action href={`${publicUrl}/pages/account`} label="See your order" />
    </Layout>
  )
}
