/** @jsxRuntime automatic @jsxImportSource react */
import { Button, Link, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import type { OrderLetterLine } from '../letters.ts'
import { AMBER } from './layout.tsx'

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }}>{children}</Text>
  )
}

/** An amber button, then the address itself on its own line for clients (and the text part) without buttons. */
export function Action({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button
        href={href}
        data-skip-in-text="true"
        style={{
          backgroundColor: AMBER,
          color: '#18181b',
          fontWeight: 700,
          padding: '12px 20px',
          borderRadius: '6px',
        }}
      >
        {label}
      </Button>
      <Text style={{ fontSize: '13px', color: '#71717a', wordBreak: 'break-all' }}>
        <Link href={href} style={{ color: '#b45309' }}>
          {href}
        </Link>
      </Text>
    </>
  )
}

/** A cart or order line as a mail lists it: title, quantity and format, then its options. */
export function LineText({ line }: { line: OrderLetterLine }) {
  return (
    <>
      <Text style={{ margin: '0 0 2px', fontWeight: 700 }}>
        {line.title} × {line.quantity} ({line.filetype})
      </Text>
      {line.options.length > 0 && (
        <Text style={{ margin: 0, color: '#52525b', fontSize: '14px' }}>
          {line.options.join(', ')}
        </Text>
      )}
    </>
  )
}
