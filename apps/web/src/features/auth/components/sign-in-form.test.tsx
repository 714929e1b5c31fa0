import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render'
import { SignInForm } from './sign-in-form'

afterEach(() => {
  vi.unstubAllGlobals()
})

function signInSlowly() {
  let answer: (response: Response) => void = () => undefined
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  )
  renderWithRouter(<SignInForm uid="abc" />, { path: '/pages/login?interaction=abc' })
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'pro@marquee.local' } })
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret-123' } })
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  return { answer: (response: Response) => answer(response) }
}

describe('SignInForm while the password is checked', () => {
  it('shows it is working at once, and says so in words when it takes a while', async () => {
    const { answer } = signInSlowly()
    const button = await screen.findByRole('button', { name: 'Signing in…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(
      await screen.findByText(
        'Still working: checking your details securely takes a few seconds.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy()
    answer(Response.json({ message: 'Incorrect email or password.' }, { status: 401 }))
    expect(await screen.findByText('Incorrect email or password.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(/Still working/)).toBeNull())
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })
})
