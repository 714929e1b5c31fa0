import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { ContactForm } from './contact-form'

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

const fillValidMessage = () => {
  fill('Your name', 'Dana')
  fill('Email', 'dana@example.com')
  fill('Subject', 'Sign sizes')
  fill('Message', 'Do you make clips for 64 x 32 signs?')
}

describe('ContactForm', () => {
  it('marks the empty fields and sends nothing', async () => {
    const api = fakeApi({})
    renderWithRouter(<ContactForm bookACallUrl="https://example.com/call" />)
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Please enter your name')).toBeTruthy()
    expect(screen.getByText('Please enter your email address')).toBeTruthy()
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true')
    // The first wrong field takes the focus: the name, before the subject and message.
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'))
    expect(api).not.toHaveBeenCalled()
  })

  it('sends a valid message to the shop and thanks the visitor', async () => {
    const sent: unknown[] = []
    fakeApi({
      '/api/contact': (_url: URL, body: unknown) => {
        sent.push(body)
        return { id: 1, receivedAt: '2026-11-22T10:00:00.000Z' }
      },
    })
    renderWithRouter(<ContactForm bookACallUrl="https://example.com/call" />)
    fillValidMessage()
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    const note = await screen.findByRole('status')
    expect(note.textContent).toContain('Your message reached us')
    expect(sent).toEqual([
      {
        name: 'Dana',
        email: 'dana@example.com',
        subject: 'Sign sizes',
        message: 'Do you make clips for 64 x 32 signs?',
      },
    ])
  })

  it('says plainly when the message could not be sent', async () => {
    fakeApi({ '/api/contact': 429 })
    renderWithRouter(<ContactForm bookACallUrl="https://example.com/call" />)
    fillValidMessage()
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your message has not been sent.')
    expect(screen.getByRole('link', { name: 'book a call' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    )
  })
})
