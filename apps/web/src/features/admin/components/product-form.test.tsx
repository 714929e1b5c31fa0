import type { AdminTaxonomy } from '@marquee/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderWithRouter } from '@/test/render'
import { clearTestUser, setTestUser } from '@/test/session'
import { ProductForm } from './product-form'

const taxonomy: AdminTaxonomy = {
  categories: [
    { id: 1, title: 'Automotive', parentId: null, clips: 0 },
    { id: 2, title: 'Car Wash', parentId: 1, clips: 0 },
  ],
  brands: [{ id: 4, name: 'Pixel Forge', clips: 0 }],
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

afterEach(clearTestUser)

describe('ProductForm', () => {
  it('makes the slug from the title until one is typed, and names each wrong field', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const api = fakeApi({})
    renderWithRouter(
      <ProductForm product={null} taxonomy={taxonomy} onSaved={vi.fn()} onCancel={vi.fn()} />,
    )
    fill('Title', 'Neon Zeppelin!')
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('neon-zeppelin')
    fill('Slug', 'zeppelin')
    fill('Title', 'Neon Airship')
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('zeppelin')

    fill('Title', '')
    fill('Price ($)', '-3')
    fireEvent.click(screen.getByRole('button', { name: 'Create clip' }))
    expect(await screen.findByText('must not be empty')).toBeTruthy()
    expect(screen.getByText('must not be negative')).toBeTruthy()
    expect(api).not.toHaveBeenCalled()
  })

  it('sends the clip as the API reads it, and shows a refusal above the buttons', async () => {
    setTestUser('admin@marquee.local', 'Ada')
    const sent: unknown[] = []
    let answer: unknown = 409
    fakeApi({
      '/api/admin/catalogue/products': (_url: URL, body: unknown) => {
        sent.push(body)
        return answer
      },
    })
    const saved = vi.fn()
    renderWithRouter(
      <ProductForm product={null} taxonomy={taxonomy} onSaved={saved} onCancel={vi.fn()} />,
    )
    fill('Title', 'Neon Zeppelin')
    fill('Price ($)', '14.5')
    fill('Sizes (comma-separated)', '384x192, 192x96')
    fill('Stock status', 'out-of-stock')
    fireEvent.click(screen.getByLabelText('Trending'))
    fireEvent.click(screen.getByRole('button', { name: 'Create clip' }))
    expect(await screen.findByText('failed 409')).toBeTruthy()

    answer = { id: 77, title: 'Neon Zeppelin' }
    fireEvent.click(screen.getByRole('button', { name: 'Create clip' }))
    await waitFor(() => expect(saved).toHaveBeenCalled())
    expect(sent.at(-1)).toMatchObject({
      title: 'Neon Zeppelin',
      slug: 'neon-zeppelin',
      price: 14.5,
      oldPrice: null,
      categoryId: 2,
      brandId: 4,
      sizes: ['384x192', '192x96'],
      quantity: 100,
      status: 'out-of-stock',
      isNew: true,
      trending: true,
    })
  })
})
