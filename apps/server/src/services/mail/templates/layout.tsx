/** @jsxRuntime automatic @jsxImportSource react */
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

export const AMBER = '#f59e0b'
const INK = '#18181b'

export interface LayoutProps {
  /** The line mail clients show after the subject. */
  preview: string
  publicUrl: string
  /** Why this person got this mail, for the footer. */
  reason: string
  children: ReactNode
}

/** The store's look: dark header with the wordmark, one readable column, the store in the footer. */
export function Layout({ preview, publicUrl, reason, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ maxWidth: '560px', width: '100%', backgroundColor: '#ffffff' }}>
          <Section style={{ backgroundColor: INK, padding: '20px 24px' }} data-skip-in-text="true">
            <Text style={{ margin: 0, color: '#ffffff', fontSize: '22px', fontWeight: 700 }}>
              Marquee<span style={{ color: AMBER }}>.</span>
            </Text>
          </Section>
          <Section style={{ padding: '24px', color: INK, fontSize: '16px', lineHeight: '24px' }}>
            {children}
          </Section>
          <Hr style={{ borderColor: '#e4e4e7', margin: 0 }} />
          <Section style={{ padding: '16px 24px', color: '#71717a', fontSize: '13px' }}>
            <Text style={{ margin: 0 }}>Marquee, {publicUrl}</Text>
            <Text style={{ margin: '4px 0 0' }}>{reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
