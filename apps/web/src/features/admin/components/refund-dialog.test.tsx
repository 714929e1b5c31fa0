import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { RefundDialog } from './refund-dialog'

const order = { id: 41, title: 'Oil Change Special', email: 'pro@marquee.local', total: 15 }

afterEach(clearTestUser)

describe('RefundDialog', () => {
  it('needs a reason, sends it, and keeps the server refusal in the dialog', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const sent: unknown[] = []
    fakeApi({
      '/api/admin/orders/41/refund': (_url: URL, body: unknown) => {
        sent.push(body)
        return 502
      },
    })
    renderWithRouter(<RefundDialog order={order} onClose={() => undefined} />)
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #41?' })
    fireEvent.click(screen.getByRole('button', { name: 'Refund $15.00' }))
    const field = screen.getByRole('textbox', { name: 'Reason for the refund' })
    expect(
      await screen.findByText('Say why (3 characters or more): the customer reads it.'),
    ).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([])

    fireEvent.change(field, { target: { value: '  Clip was cut short  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Refund $15.00' }))
    await waitFor(() => expect(screen.getByText('failed 502')).toBeTruthy())
    expect(sent).toEqual([{ reason: 'Clip was cut short' }])
    expect(dialog.isConnected).toBe(true)
  })
})
