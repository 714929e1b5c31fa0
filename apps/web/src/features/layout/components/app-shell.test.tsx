import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useUiStore } from '@/stores/ui-store'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { AppShell } from './app-shell'

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })

describe('AppShell', () => {
  beforeEach(() => {
    fakeApi({
      '/api/config': {
        testMode: true,
        customAdUrl: 'https://ads.example',
        bookACallUrl: 'https://call.example',
        social: { instagram: 'https://www.instagram.com/marqueeclips' },
      },
    })
    scrollTo(0)
  })

  it('turns the header sticky past 80 px and offers back-to-top past 200 px', () => {
    renderWithRouter(<AppShell>page</AppShell>)
    const header = screen.getByRole('banner')
    scrollTo(81)
    expect(header.getAttribute('data-sticky')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    scrollTo(201)
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy()
    scrollTo(10)
    expect(header.getAttribute('data-sticky')).toBe('false')
  })

  it('links Book a Call and the custom ad from the config, safely, and shows the test ribbon', async () => {
    renderWithRouter(<AppShell>page</AppShell>)
    const call = await screen.findByRole('link', { name: /Book a Call/ })
    expect(call.getAttribute('href')).toBe('https://call.example')
    expect(call.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: /Request a custom ad/ }).getAttribute('href')).toBe(
      'https://ads.example',
    )
    expect(screen.getByTestId('test-mode-ribbon').textContent).toBe(
      'Test mode · payments are simulated, no card is charged',
    )
  })

  it('shows no test ribbon when the store takes real payments', async () => {
    fakeApi({
      '/api/config': { testMode: false, bookACallUrl: 'https://call.example', social: {} },
    })
    renderWithRouter(<AppShell>page</AppShell>)
    await screen.findByRole('link', { name: /Book a Call/ })
    expect(screen.queryByTestId('test-mode-ribbon')).toBeNull()
    expect(screen.queryByText(/payments are simulated/)).toBeNull()
  })

  it('shows only the social pages that are configured', async () => {
    renderWithRouter(<AppShell>page</AppShell>)
    const instagram = await screen.findByRole('link', { name: 'Marquee on Instagram' })
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/marqueeclips')
    expect(screen.queryByRole('link', { name: 'Marquee on Facebook' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Marquee on YouTube' })).toBeNull()
  })

  it('closes search, menu and modals on navigation', async () => {
    const { router } = renderWithRouter(<AppShell>page</AppShell>)
    act(() => {
      useUiStore.getState().setSearchOpen(true)
      useUiStore.getState().setMobileMenuOpen(true)
    })
    fireEvent.click(screen.getAllByRole('link', { name: 'Shop' })[0] as HTMLElement)
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'))
    expect(useUiStore.getState()).toMatchObject({ searchOpen: false, mobileMenuOpen: false })
  })

  it('shows Login, Wishlist and Cart in the account menu', () => {
    renderWithRouter(<AppShell>page</AppShell>)
    fireEvent.click(screen.getByRole('button', { name: 'Account' }))
    for (const name of ['Login', 'Wishlist', 'Cart']) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0)
    }
  })
})
