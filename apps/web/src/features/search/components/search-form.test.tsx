import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Dialog } from 'radix-ui'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { SearchForm } from './search-form'

const renderForm = () =>
  renderWithRouter(
    <Dialog.Root open>
      <Dialog.Content>
        <SearchForm />
      </Dialog.Content>
    </Dialog.Root>,
  )

describe('SearchForm', () => {
  it('suggests as you type and opens a picked clip', async () => {
    fakeApi({
      '/api/categories': [{ parentTitle: 'Automotive', children: ['Car Wash'] }],
      '/api/products/suggest': {
        suggestions: [
          { kind: 'category', label: 'Car Wash' },
          { kind: 'product', label: 'Bubble Car Wash Loop', productId: 3 },
        ],
      },
    })
    const { router } = renderForm()
    const input = screen.getByPlaceholderText('Search for Artifacts...')
    fireEvent.change(input, { target: { value: 'car' } })
    expect(await screen.findByRole('option', { name: /Bubble Car Wash Loop/ })).toBeTruthy()
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-activedescendant')).toBe('search-suggestion-1')
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/shop-details/3'))
  })

  it('toggles the product type chip', async () => {
    fakeApi({ '/api/categories': [{ parentTitle: 'Automotive', children: [] }] })
    renderForm()
    const chip = await screen.findByRole('button', { name: 'Automotive' })
    fireEvent.click(chip)
    expect(chip.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(chip)
    expect(chip.getAttribute('aria-pressed')).toBe('false')
  })

  it('takes a category suggestion to the shop filtered by it', async () => {
    fakeApi({
      '/api/categories': [{ parentTitle: 'Automotive', children: ['Car Wash'] }],
      '/api/products/suggest': { suggestions: [{ kind: 'category', label: 'Car Wash' }] },
    })
    const { router } = renderForm()
    fireEvent.change(screen.getByPlaceholderText('Search for Artifacts...'), {
      target: { value: 'car' },
    })
    await screen.findByRole('button', { name: 'Automotive' })
    fireEvent.click(await screen.findByRole('option', { name: /Car Wash/ }))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=Automotive&subcategory=Car+Wash'),
    )
  })
})
