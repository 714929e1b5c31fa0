import type { AdminCustomer } from '@marquee/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { TaxStatusForm } from './tax-status-form'

const church: AdminCustomer = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  email: 'office@stmary.example',
  name: 'St Mary',
  role: 'customer',
  plan: 'Free',
  status: 'none',
  downloads_left: 0,
  customisations_left: 0,
  tax_exempt: false,
  created_at: '2026-11-01T00:00:00.000Z',
}

afterEach(clearTestUser)

describe('TaxStatusForm', () => {
  it('sends the exemption with its reason and tax id, then starts empty again', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const sent: unknown[] = []
    fakeApi({
      [`/api/admin/customers/${church.id}/tax`]: (_url: URL, body: unknown) => {
        sent.push(body)
        return { ok: true }
      },
    })
    renderWithRouter(<TaxStatusForm customer={church} />)
    const reason = screen.getByLabelText(`Reason for changing ${church.email}'s tax status`)
    const taxId = screen.getByLabelText(`Certificate or tax id of ${church.email}`)
    fireEvent.change(taxId, { target: { value: 'EX-501c3-77' } })
    fireEvent.change(reason, { target: { value: 'Church, certificate on file' } })
    fireEvent.click(screen.getByRole('button', { name: 'Mark exempt' }))
    await waitFor(() =>
      expect(sent).toEqual([
        { exempt: true, reason: 'Church, certificate on file', taxId: 'EX-501c3-77' },
      ]),
    )
    await waitFor(() => expect((reason as HTMLInputElement).value).toBe(''))
    expect((taxId as HTMLInputElement).value).toBe('')
  })
})
