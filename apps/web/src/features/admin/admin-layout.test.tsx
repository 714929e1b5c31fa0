import { COMMAND_LINE_ACTOR_ID, type UserRole } from '@marquee/core'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '@/app/router'
import { useSessionStore } from '@/features/auth'
import { fakeApi } from '@/test/fake-api'
import { renderRoutes } from '@/test/render'
import { clearTestUser, testSession } from '@/test/session'
import { adminSections } from './admin-sections'

const signedIn = testSession('someone@marquee.local', 'Someone')

const me = (role: UserRole) => ({
  email: signedIn.email,
  name: signedIn.name,
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

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(clearTestUser)

describe('/admin', () => {
  it('sends a signed-out visitor to sign in', async () => {
    renderRoutes(routes, '/admin')
    expect(await screen.findByText('Taking you to sign in…')).toBeTruthy()
  })

  it('tells a customer plainly that it is not for them', async () => {
    useSessionStore.getState().setUser(signedIn)
    fakeApi({ '/api/me': me('customer') })
    renderRoutes(routes, '/admin/audit')
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull()
  })

  it('gives an admin the side navigation built from the section list', async () => {
    useSessionStore.getState().setUser(signedIn)
    fakeApi({
      '/api/me': me('owner'),
      '/api/admin/audit': { items: [], total: 0, page: 1, pageSize: 25 },
    })
    renderRoutes(routes, '/admin/audit')
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Back office' })
    for (const section of adminSections) {
      expect(nav.querySelector(`a[href="${section.to}"]`)?.textContent).toBe(section.label)
    }
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy()
  })

  it('names the command line as the actor of a staff change made by npm run admin', async () => {
    useSessionStore.getState().setUser(signedIn)
    const entry = {
      id: 1,
      actorId: COMMAND_LINE_ACTOR_ID,
      actorEmail: null,
      action: 'staff.grant',
      entity: 'customer',
      entityId: 'owner@shop.example',
      before: { role: 'customer' },
      after: { role: 'owner' },
      at: '2026-11-27T08:00:00.000Z',
    }
    fakeApi({
      '/api/me': me('owner'),
      '/api/admin/audit': { items: [entry], total: 1, page: 1, pageSize: 25 },
    })
    renderRoutes(routes, '/admin/audit')
    expect(await screen.findByText('Command line')).toBeTruthy()
    expect(screen.queryByText(COMMAND_LINE_ACTOR_ID)).toBeNull()
  })
})
