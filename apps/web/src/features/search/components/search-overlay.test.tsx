import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useUiStore } from '@/stores/ui-store'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { SearchOverlay } from './search-overlay'

const suggestions = [
  { kind: 'category', label: 'Headlights' },
  { kind: 'product', label: 'Headlight Restoration Promo', productId: 2 },
  { kind: 'product', label: 'Headlight Glow Loop', productId: 9 },
]

function openOverlay() {
  const asked: string[] = []
  fakeApi({
    '/api/categories': [{ parentTitle: 'Automotive', children: ['Headlights'] }],
    '/api/products/suggest': (url: URL) => {
      asked.push(url.searchParams.get('q') ?? '')
      return { suggestions }
    },
  })
  act(() => useUiStore.setState({ searchOpen: true }))
  const rendered = renderWithRouter(<SearchOverlay />)
  const input = screen.getByRole('combobox', { name: 'Search clips' })
  return { ...rendered, input, asked }
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name })
const activeLabel = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.textContent : null
}

afterEach(() => act(() => useUiStore.setState({ searchOpen: false })))

describe('search suggestions in the overlay', () => {
  it('asks only from two characters on, once typing pauses', async () => {
    const { input, asked } = openOverlay()
    type(input, 'h')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(asked).toEqual([])
    expect(screen.queryByRole('listbox')).toBeNull()
    for (const value of ['he', 'hed', 'hedl']) type(input, value)
    expect(await screen.findByRole('option', { name: /Headlight Restoration Promo/ })).toBeTruthy()
    expect(asked).toEqual(['hedl'])
    expect(input.getAttribute('aria-expanded')).toBe('true')
  })

  it('moves with the arrow keys, wrapping through the text box, and Enter opens the clip', async () => {
    const { input, router } = openOverlay()
    type(input, 'hedl')
    await screen.findByRole('listbox', { name: 'Suggestions' })
    key(input, 'ArrowUp')
    expect(activeLabel(input)).toContain('Headlight Glow Loop')
    key(input, 'ArrowDown')
    expect(input.getAttribute('aria-activedescendant')).toBeNull()
    key(input, 'ArrowDown')
    expect(activeLabel(input)).toContain('Headlights')
    key(input, 'ArrowDown')
    const option = screen.getByRole('option', { name: /Headlight Restoration Promo/ })
    expect(option.getAttribute('aria-selected')).toBe('true')
    key(input, 'Enter')
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/shop-details/2'))
  })

  it('hides the suggestions on the first Escape and closes the overlay on the second', async () => {
    const { input } = openOverlay()
    type(input, 'hedl')
    await screen.findByRole('listbox')
    key(input, 'Escape')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(screen.getByRole('dialog', { name: 'Search the store' })).toBeTruthy()
    expect(input.getAttribute('aria-expanded')).toBe('false')
    key(input, 'Escape')
    await waitFor(() => expect(useUiStore.getState().searchOpen).toBe(false))
  })

  it('shows the suggestions again when the customer types on', async () => {
    const { input } = openOverlay()
    type(input, 'hedl')
    await screen.findByRole('listbox')
    key(input, 'Escape')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    type(input, 'hedli')
    expect(await screen.findByRole('listbox')).toBeTruthy()
  })
})
