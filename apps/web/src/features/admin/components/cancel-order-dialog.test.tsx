import type { AdminOrder } from '@marquee/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { CustomOrdersPage } from './custom-orders-page'

const order: AdminOrder = {
  id: 52,
  user_email: 'pro@marquee.local',
  product_id: 1,
  product_title: 'Oil Change Special',
  width: 384,
  height: 192,
  filetype: 'mp4',
  aspect_ratio: '2:1',
  customization_requests: 'Say OPEN LATE',
  is_rush_order: true,
  quantity: 1,
  unit_price: 55,
  discount: 0,
  total_price: 55,
  status: 'pending',
  payment_status: 'paid',
  checkout_session_id: null,
  created_at: '2026-11-27T08:00:00.000Z',
  paid_at: '2026-11-27T08:00:00.000Z',
  user_id: '0b7f7c57-5c43-4c4f-9d0e-1d5d2b3c4e5f',
  due_at: '2026-11-29T08:00:00.000Z',
  master: null,
  messages: [],
}

const listOf = (item: AdminOrder) => ({ items: [item], total: 1, page: 1, pageSize: 25 })

afterEach(clearTestUser)

describe('Cancel order on a custom order', () => {
  it('sends nothing before confirming with a reason, and keeps the refusal in the dialog', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const sent: unknown[] = []
    fakeApi({
      '/api/admin/custom-orders': listOf(order),
      '/api/admin/custom-orders/52/status': (_url: URL, body: unknown) => {
        sent.push(body)
        return 409
      },
    })
    renderWithRouter(<CustomOrdersPage />)
    const opener = await screen.findByRole('button', { name: 'Cancel order' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #52?' })
    expect(dialog.textContent).toContain('The customer gets $55.00 back on their card')
    const field = screen.getByRole('textbox', { name: 'Reason for cancelling' })
    expect(document.activeElement).toBe(field)

    const confirm = () =>
      fireEvent.click(
        Array.from(dialog.querySelectorAll('button')).find(
          (button) => button.textContent === 'Cancel order',
        ) as HTMLButtonElement,
      )
    confirm()
    expect(
      await screen.findByText('Say why (3 characters or more): the customer reads it.'),
    ).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([])

    fireEvent.change(field, { target: { value: '  Logo too blurry to use  ' } })
    confirm()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('failed 409'))
    expect(sent).toEqual([{ status: 'cancelled', reason: 'Logo too blurry to use' }])
    expect(dialog.isConnected).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect(sent).toHaveLength(1)
    expect(document.activeElement).toBe(opener)
  })

  it('says the credits go back for an order paid with credits', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    fakeApi({ '/api/admin/custom-orders': listOf({ ...order, payment_status: 'subscription' }) })
    renderWithRouter(<CustomOrdersPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #52?' })
    expect(dialog.textContent).toContain(
      '2 credits (1 download, 1 customisation) go back to the plan',
    )
  })
})
