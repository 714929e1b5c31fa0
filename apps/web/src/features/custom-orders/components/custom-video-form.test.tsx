import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { CustomVideoForm } from './custom-video-form'

describe('CustomVideoForm', () => {
  it("sends a visitor's request with their name and email and shows the reference", async () => {
    let sent: unknown
    fakeApi({
      '/api/submit-custom-video-query': (_url: URL, body: unknown) => {
        sent = body
        return { id: 7, reference: 'R-7' }
      },
    })
    renderWithRouter(<CustomVideoForm signedIn={false} />)
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Vera' } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'vera@example.com' } })
    fireEvent.change(screen.getByLabelText('What should it say?'), {
      target: { value: 'GRAND OPENING' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText(/Your reference is R-7\./)).toBeTruthy()
    expect(sent).toMatchObject({
      name: 'Vera',
      email: 'vera@example.com',
      sign_width: 384,
      sign_height: 192,
      message: 'GRAND OPENING',
      files: [],
    })
  })

  it('asks a signed-in customer only about the clip, and for the words', async () => {
    const api = fakeApi({})
    renderWithRouter(<CustomVideoForm signedIn />)
    expect(screen.queryByLabelText('Your name')).toBeNull()
    expect(screen.getByLabelText('A logo or picture (optional)')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(screen.getByText('Tell us what the sign should say')).toBeTruthy())
    expect(api).not.toHaveBeenCalled()
  })
})
