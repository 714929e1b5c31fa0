import type { StaffMember, UserRole } from '@marquee/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/notify'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { StaffPage } from './staff-page'

const owner: StaffMember = {
  email: 'admin@marquee.local',
  name: 'Ada Admin',
  role: 'owner',
  since: null,
}
const desk: StaffMember = {
  email: 'staff@marquee.local',
  name: 'Sam Staff',
  role: 'staff',
  since: '2026-11-20T10:00:00.000Z',
}

const me = (email: string, role: UserRole) => ({
  email,
  name: 'Someone',
  role,
  metadata: {
    subscription_type: 'Free',
    subscription_status: 'inactive',
    sign_width: null,
    sign_height: null,
  },
  subscription: {
    remaining_total_orders: 0,
    remaining_customization_orders: 0,
    subscription_end_date: null,
    cancel_at: null,
    period_downloads_left: 0,
    period_customizations_left: 0,
    credit_packs: [],
    billed: true,
  },
})

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }))

afterEach(clearTestUser)

describe('StaffPage', () => {
  it('lets the owner give a role by email and says what was mailed', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    let members = [owner, desk]
    const sent: unknown[] = []
    fakeApi({
      '/api/me': me('admin@marquee.local', 'owner'),
      '/api/admin/staff': (_url: URL, body: unknown) => {
        if (!body) return members
        sent.push(body)
        const added = { email: 'new@example.com', name: 'New Person', role: 'staff', since: null }
        members = [...members, added as StaffMember]
        return { outcome: 'created', member: added, linkMailed: true }
      },
    })
    renderWithRouter(<StaffPage />)
    const table = await screen.findByRole('table', { name: 'Staff' })
    expect(within(table).getByText('Sam Staff')).toBeTruthy()
    expect(within(table).getByText('You')).toBeTruthy()
    const form = screen.getByRole('form', { name: 'Give someone a role' })
    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'new@example.com' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Give the role' }))
    await waitFor(() => expect(sent).toEqual([{ email: 'new@example.com', role: 'staff' }]))
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'New Person (new@example.com) now has the staff role. We mailed them a link to set their password.',
      ),
    )
    expect(await within(table).findByText('New Person')).toBeTruthy()
  })

  it('asks before revoking, then revokes', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const revoked: string[] = []
    fakeApi({
      '/api/me': me('admin@marquee.local', 'owner'),
      '/api/admin/staff': [owner, desk],
      '/api/admin/staff/staff%40marquee.local': (url: URL) => {
        revoked.push(url.pathname)
        return { outcome: 'revoked', staff: [owner] }
      },
    })
    renderWithRouter(<StaffPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Sam Staff' }))
    expect(revoked).toEqual([])
    expect(screen.getByText('Revoke Sam Staff? Their sessions end at once.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(revoked).toHaveLength(1))
    expect(notify).toHaveBeenCalledWith(
      'success',
      'Sam Staff no longer has a role in the back office.',
    )
  })

  it('shows staff who is who, without the owner’s controls', async () => {
    setTestUser('staff@marquee.local', 'Sam')
    fakeApi({
      '/api/me': me('staff@marquee.local', 'staff'),
      '/api/admin/staff': [owner, desk],
    })
    renderWithRouter(<StaffPage />)
    expect(await screen.findByText('Only the shop’s owner gives and takes roles.')).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Staff' })
    expect(within(table).getByText('Ada Admin')).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Give someone a role' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull()
  })
})
