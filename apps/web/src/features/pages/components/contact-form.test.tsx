import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactForm } from './contact-form'

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('ContactForm', () => {
  it('marks the empty fields and says nothing about sending', async () => {
    render(<ContactForm bookACallUrl="https://example.com/call" />)
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Please enter your name')).toBeTruthy()
    expect(screen.getByText('Please enter your email address')).toBeTruthy()
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says plainly that a valid message was not sent', async () => {
    render(<ContactForm bookACallUrl="https://example.com/call" />)
    fill('Your name', 'Dana')
    fill('Email', 'dana@example.com')
    fill('Subject', 'Sign sizes')
    fill('Message', 'Do you make clips for 64 x 32 signs?')
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    const note = await screen.findByRole('status')
    expect(note.textContent).toContain('Your message has not been sent.')
    expect(screen.getByRole('link', { name: 'book a call' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    )
  })
})
