import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSessionStore } from '@/features/auth'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, testSession } from '@/test/session'
import { AccountMenu } from './account-menu'
import { SubscribeLink } from './subscribe-link'

const signedIn = testSession('pro@marquee.local', 'Priya Pro')

const me = (status: string, role = 'customer') => ({
  email: 'pro@marquee.local',
  name: 'Priya Pro',
  role,
  metadata: {
    subscription_type: 'Pro',
    subscription_status: status,
    sign_width: null,
    sign_height: null,
  },
  subscription: {
    remaining_total_orders: 3,
    remaining_customization_orders: 1,
    subscription_end_date: null,
    cancel_at: null,
    period_downloads_left: 3,
    period_customizations_left: 1,
    credit_packs: [],
    billed: true,
  },
})

afterEach(clearTestUser)

describe('AccountMenu', () => {
  it('signs in with the current page as the place to come back to', () => {
    renderWithRouter(<AccountMenu />, { path: '/shop/shop-details/3?tab=reviews' })
    fireEvent.click(screen.getByRole('button', { name: 'Account' }))
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/shop/shop-details/3?tab=reviews')}`,
    )
  })

  it('offers Login, Wishlist and Cart when signed out', () => {
    renderWithRouter(<AccountMenu />)
    fireEvent.click(screen.getByRole('button', { name: 'Account' }))
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe(
      '/shop/wishlist',
    )
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/shop/cart')
  })

  it('offers Account and Logout when signed in', () => {
    useSessionStore.getState().setUser(signedIn)
    fakeApi({ '/api/me': me('active') })
    renderWithRouter(<AccountMenu />)
    fireEvent.click(screen.getByRole('button', { name: /^Account/ }))
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(
      '/pages/account',
    )
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()
    expect(screen.getByText('pro@marquee.local')).toBeTruthy()
  })

  it('offers the back office to staff and the owner only', async () => {
    useSessionStore.getState().setUser(signedIn)
    fakeApi({ '/api/me': me('active', 'staff') })
    renderWithRouter(<AccountMenu />)
    fireEvent.click(screen.getByRole('button', { name: /^Account/ }))
    const admin = await screen.findByRole('link', { name: 'Admin' })
    expect(admin.getAttribute('href')).toBe('/admin')
  })

  it('shows no Admin link to a customer', async () => {
    useSessionStore.getState().setUser(signedIn)
    const api = fakeApi({ '/api/me': me('active') })
    renderWithRouter(<AccountMenu />)
    fireEvent.click(screen.getByRole('button', { name: /^Account/ }))
    await vi.waitFor(() => expect(api).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull()
  })
})

describe('SubscribeLink', () => {
  it("reads 'Subscribe' when signed out", () => {
    renderWithRouter(<SubscribeLink className="" />)
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      '/pages/subscribe',
    )
  })

  it("reads 'Manage subscription' only while the subscription is active", async () => {
    useSessionStore.getState().setUser(signedIn)
    fakeApi({ '/api/me': me('active') })
    renderWithRouter(<SubscribeLink className="" />)
    const link = await screen.findByRole('link', { name: 'Manage subscription' })
    expect(link.getAttribute('href')).toBe('/pages/manage-subscription')
  })

  it("reads 'Subscribe' for a lapsed subscription", async () => {
    useSessionStore.getState().setUser(signedIn)
    const api = fakeApi({ '/api/me': me('past_due') })
    renderWithRouter(<SubscribeLink className="" />)
    await vi.waitFor(() => expect(api).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('link', { name: 'Subscribe' })).toBeTruthy()
  })
})
