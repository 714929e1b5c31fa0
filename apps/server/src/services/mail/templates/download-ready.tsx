/** @jsxRuntime automatic @jsxImportSource react */
import type { LetterBody } from '../letters.ts'
import { Layout } from './layout.tsx'
import { Action, Paragraph } from './parts.tsx'

type Props = Extract<LetterBody, { template: 'download-ready' }> & { publicUrl: string }

export function DownloadReady({ name, title, size, format, publicUrl }: Props) {
  return (
    <Layout
      preview="Your clip is ready to download"
      publicUrl={publicUrl}
      reason="You get this mail because you downloaded a clip from Marquee."
    >
      <Paragraph>Hello {name},</Paragraph>
      <Paragraph>
        {title} is ready at {size} as {format.toUpperCase()}.
      </Paragraph>
      <Paragraph>Download it again at any time, with its licence, from your account.</Paragraph>
      <Action href={`${publicUrl}/pages/account`} label="Your downloads and licences" />
    </Layout>
  )
}
