/** @jsxRuntime automatic @jsxImportSource react */
import { Column, Row, Section, Text } from '@react-email/components'
import type { LetterDetail } from '../letters.ts'

/** Label and value pairs; values keep the customer's line breaks and are escaped by React. */
export function DetailList({ details }: { details: LetterDetail[] }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {details.map((detail) => (
        <Row key={detail.label}>
          <Column style={{ width: '35%', verticalAlign: 'top' }}>
            <Text style={{ margin: '0 0 6px', color: '#52525b', fontSize: '14px' }}>
              {detail.label}
            </Text>
          </Column>
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={{ margin: '0 0 6px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {detail.value}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  )
}
